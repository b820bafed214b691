import {
  Alert,
  Button,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@facturador/auth-api';
import { endpoints, type Company, type Establishment } from '@facturador/contracts';
import { establishmentsQueryOptions } from '../../api/companies-query.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';
import { useCompanyMutation } from '../../shared/use-company-mutation.ts';
import { titleCase } from '../../ubigeo/title-case.ts';
import type { CompanyPermissions } from '../permissions.ts';
import { EstablishmentDialog } from './establishment-dialog.tsx';

const messages = companiesMessages.establishments;

/** Establecimientos: 0000 is the domicilio fiscal (always there); others are added, edited, deactivated. */
export function EstablishmentsTab({
  company,
  permissions,
}: {
  company: Company;
  permissions: CompanyPermissions;
}) {
  const {
    data: establishments,
    isPending,
    isError,
    error,
  } = useQuery(establishmentsQueryOptions(company.publicId));
  const [dialog, setDialog] = useState<{ establishment: Establishment | null } | null>(null);
  const toggle = useCompanyMutation(
    company.publicId,
    (establishment: Establishment) =>
      callApi(endpoints.updateEstablishment, {
        params: { id: company.publicId, establishmentId: establishment.publicId },
        body: { isActive: !establishment.isActive },
      }),
    { toastErrors: true },
  );
  return (
    <Section
      id="establishments-title"
      title={messages.title}
      action={
        permissions.canEdit && (
          <Button variant="contained" onClick={() => setDialog({ establishment: null })}>
            {messages.add}
          </Button>
        )
      }
    >
      {isPending && (
        <Skeleton variant="rounded" height={120} aria-busy="true" aria-label={messages.loading} />
      )}
      {isError && <Alert severity="error">{error.message}</Alert>}
      {establishments && (
        <TableContainer>
          <Table size="small" aria-labelledby="establishments-title">
            <TableHead>
              <TableRow>
                <TableCell>{messages.code}</TableCell>
                <TableCell>{messages.name}</TableCell>
                <TableCell>{messages.address}</TableCell>
                <TableCell>{messages.district}</TableCell>
                <TableCell>{messages.state}</TableCell>
                {permissions.canEdit && <TableCell>{messages.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {establishments.map((establishment) => (
                <TableRow key={establishment.publicId}>
                  <TableCell>{establishment.code}</TableCell>
                  <TableCell>
                    {establishment.name}
                    {establishment.isFiscalAddress && (
                      <Chip size="small" label={messages.fiscal} sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  <TableCell>{establishment.address}</TableCell>
                  <TableCell>
                    {establishment.ubigeo ? titleCase(establishment.ubigeo.district) : '—'}
                  </TableCell>
                  <TableCell>{establishment.isActive ? messages.active : messages.inactive}</TableCell>
                  {permissions.canEdit && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {!establishment.isFiscalAddress && (
                        <>
                          <Button size="small" onClick={() => setDialog({ establishment })}>
                            {messages.edit}
                          </Button>
                          <Button
                            size="small"
                            color={establishment.isActive ? 'error' : 'primary'}
                            onClick={() => toggle.mutate(establishment)}
                          >
                            {establishment.isActive ? messages.deactivate : messages.activate}
                          </Button>
                        </>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog && (
        <EstablishmentDialog
          companyId={company.publicId}
          establishment={dialog.establishment}
          onClose={() => setDialog(null)}
        />
      )}
    </Section>
  );
}
