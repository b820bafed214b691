import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TableScrollRegion } from '@facturador/forms';
import type { DeployedApp } from '@facturador/contracts';
import { formatDateTime } from '../../../shared/format.ts';
import { appLabel, systemMessages } from '../messages.ts';

const text = systemMessages.apps;

/** Whether the open tabs run the live build: those on it, and those still on an older one. */
function TabsCell({ app }: { app: DeployedApp }) {
  const current = app.tabs.filter((tab) => tab.current).reduce((sum, tab) => sum + tab.count, 0);
  const behind = app.tabs.filter((tab) => !tab.current).reduce((sum, tab) => sum + tab.count, 0);
  if (current + behind === 0) return <Typography color="text.secondary">{text.noTabs}</Typography>;
  // Without a known live build no tab can be called behind: only how many there are.
  if (!app.deployed) return <Typography>{text.open(current + behind)}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {current > 0 && (
        <Chip size="small" color="success" label={text.allCurrent(current)} data-tabs="current" />
      )}
      {behind > 0 && <Chip size="small" color="warning" label={text.behind(behind)} data-tabs="behind" />}
    </Stack>
  );
}

/** One row per app: its live build, when it was built and published, and the tabs on it. */
export function AppsTable({ apps }: { apps: DeployedApp[] }) {
  return (
    <TableScrollRegion aria-label={text.title}>
      <Table size="small" aria-label={text.title}>
        <TableHead>
          <TableRow>
            <TableCell>{text.app}</TableCell>
            <TableCell>{text.build}</TableCell>
            <TableCell>{text.builtAt}</TableCell>
            <TableCell>{text.publishedAt}</TableCell>
            <TableCell>{text.tabs}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {apps.map((app) => (
            <TableRow key={app.app} data-app={app.app}>
              <TableCell component="th" scope="row">
                {appLabel(app.app)}
              </TableCell>
              <TableCell data-build={app.deployed?.id ?? ''}>
                {app.deployed ? <code>{app.deployed.id}</code> : text.none}
              </TableCell>
              <TableCell>{app.deployed?.builtAt ? formatDateTime(app.deployed.builtAt) : '—'}</TableCell>
              <TableCell>
                {app.deployed?.publishedAt ? formatDateTime(app.deployed.publishedAt) : '—'}
              </TableCell>
              <TableCell>
                <TabsCell app={app} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
