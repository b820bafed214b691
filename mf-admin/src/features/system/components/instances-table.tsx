import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { TableScrollRegion } from '@facturador/forms';
import type { ApiInstance } from '@facturador/contracts';
import { formatDateTime } from '../../../shared/format.ts';
import { systemMessages } from '../messages.ts';

const text = systemMessages.instances;

/** The API instances with a fresh heartbeat (only the one that answered, without Redis). */
export function InstancesTable({ instances }: { instances: ApiInstance[] }) {
  return (
    <TableScrollRegion aria-label={text.title}>
      <Table size="small" aria-label={text.title}>
        <TableHead>
          <TableRow>
            <TableCell>{text.id}</TableCell>
            <TableCell>{text.version}</TableCell>
            <TableCell>{text.startedAt}</TableCell>
            <TableCell>{text.lastSeenAt}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {instances.map((instance) => (
            <TableRow key={instance.id}>
              <TableCell component="th" scope="row">
                <code>{instance.id}</code>{' '}
                {instance.self && <Chip size="small" variant="outlined" label={text.self} />}
              </TableCell>
              <TableCell>{instance.version}</TableCell>
              <TableCell>{formatDateTime(instance.startedAt)}</TableCell>
              <TableCell>{formatDateTime(instance.lastSeenAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
