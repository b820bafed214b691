import {
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ExpiringCertificate } from '@facturador/contracts';
import { LoadError } from '../../shared/load-error.tsx';
import { formatDate } from '../../shared/format.ts';
import { expiringCertificatesQueryOptions } from './api/expiring-certificates-query.ts';
import { reportsMessages } from './messages.ts';

const messages = reportsMessages.certificates;
const HEADING_ID = 'certificados-titulo';

/**
 * Reportes → Certificados por vencer (issue 40): whom to call before their documents stop, the
 * soonest first. Today's picture: the page's date range does not apply.
 */
export function ExpiringCertificatesSection() {
  const certificates = useQuery(expiringCertificatesQueryOptions());
  return (
    <Card variant="outlined" component="section" id="certificados" aria-labelledby={HEADING_ID}>
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id={HEADING_ID} variant="h6" component="h2">
              {messages.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {messages.description}
            </Typography>
          </div>
          {certificates.isPending && <CircularProgress aria-label={messages.loading} />}
          <LoadError query={certificates} message={messages.loadError} />
          {certificates.data?.length === 0 && <Typography variant="body2">{messages.empty}</Typography>}
          {certificates.data && certificates.data.length > 0 && (
            <CertificatesTable rows={certificates.data} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function CertificatesTable({ rows }: { rows: ExpiringCertificate[] }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <caption>{messages.title}</caption>
        <TableHead>
          <TableRow>
            {messages.columns.map((column) => (
              <TableCell key={column} scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.companyId}>
              <TableCell component="th" scope="row">
                {row.businessName}
                <Typography variant="body2" color="text.secondary">
                  RUC {row.ruc}
                </Typography>
              </TableCell>
              <TableCell>{row.holder ?? '—'}</TableCell>
              <TableCell>{row.issuer ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.notAfter)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.status === 'expired' ? (
                  <Chip size="small" color="error" label={messages.expired} />
                ) : (
                  messages.daysLeft(row.daysLeft)
                )}
              </TableCell>
              <TableCell>
                {row.remindedDays === null ? messages.notReminded : messages.reminded(row.remindedDays)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.ownerEmail ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
