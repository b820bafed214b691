import {
  Alert,
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@facturador/auth-api';
import { DOCUMENT_TYPE_NAMES, endpoints, type Company, type Series } from '@facturador/contracts';
import { establishmentsQueryOptions, seriesQueryOptions } from '../../api/companies-query.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';
import { useCompanyMutation } from '../../shared/use-company-mutation.ts';
import type { CompanyPermissions } from '../permissions.ts';
import { SeriesDialog } from './series-dialog.tsx';

const messages = companiesMessages.series;

/** Series per establishment and document type, with the number the next document takes. */
export function SeriesTab({ company, permissions }: { company: Company; permissions: CompanyPermissions }) {
  const series = useQuery(seriesQueryOptions(company.publicId));
  const establishments = useQuery(establishmentsQueryOptions(company.publicId));
  const [adding, setAdding] = useState(false);
  const toggle = useCompanyMutation(
    company.publicId,
    (row: Series) =>
      callApi(endpoints.updateSeries, {
        params: { id: company.publicId, seriesId: row.publicId },
        body: { isActive: !row.isActive },
      }),
    { toastErrors: true },
  );
  return (
    <Section
      id="series-title"
      title={messages.title}
      action={
        permissions.canEdit && (
          <Button variant="contained" onClick={() => setAdding(true)} disabled={!establishments.data}>
            {messages.add}
          </Button>
        )
      }
    >
      {series.isPending && (
        <Skeleton variant="rounded" height={120} aria-busy="true" aria-label={messages.loading} />
      )}
      {series.isError && <Alert severity="error">{series.error.message}</Alert>}
      {series.data?.length === 0 && <Typography color="text.secondary">{messages.empty}</Typography>}
      {series.data && series.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="series-title">
            <TableHead>
              <TableRow>
                <TableCell>{messages.series}</TableCell>
                <TableCell>{messages.documentType}</TableCell>
                <TableCell>{messages.establishment}</TableCell>
                <TableCell align="right">{messages.nextCorrelative}</TableCell>
                <TableCell>{messages.state}</TableCell>
                {permissions.canEdit && <TableCell>{messages.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {series.data.map((row) => (
                <TableRow key={row.publicId}>
                  <TableCell sx={{ fontWeight: 600 }}>{row.series}</TableCell>
                  <TableCell>{DOCUMENT_TYPE_NAMES[row.documentType]}</TableCell>
                  <TableCell>{row.establishmentCode}</TableCell>
                  <TableCell align="right">{row.nextCorrelative}</TableCell>
                  <TableCell>{row.isActive ? messages.active : messages.inactive}</TableCell>
                  {permissions.canEdit && (
                    <TableCell>
                      <Button
                        size="small"
                        color={row.isActive ? 'error' : 'primary'}
                        onClick={() => toggle.mutate(row)}
                      >
                        {row.isActive ? messages.deactivate : messages.activate}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {adding && establishments.data && (
        <SeriesDialog
          companyId={company.publicId}
          establishments={establishments.data.filter((row) => row.isActive)}
          onClose={() => setAdding(false)}
        />
      )}
    </Section>
  );
}
