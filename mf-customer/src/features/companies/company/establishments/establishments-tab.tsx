import { Alert, Button, Chip, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResponsiveTable, type ResponsiveColumn } from '@facturador/forms';
import type { Company, Establishment } from '@facturador/contracts';
import { useToggleEstablishment } from '../../api/company-part-mutations.ts';
import { establishmentsQueryOptions } from '../../api/company-queries.ts';
import { companiesMessages } from '../../messages.ts';
import { ActiveToggleButton } from '../../shared/active-toggle-button.tsx';
import { Section } from '../../shared/section.tsx';
import { titleCase } from '../../../../shared/ubigeo/title-case.ts';
import type { CompanyPermissions } from '../../../../shared/company-permissions.ts';
import { EstablishmentDialog } from './establishment-dialog.tsx';

const messages = companiesMessages.establishments;

/** An establishment's columns, its name first: on a phone it titles the card. */
const ESTABLISHMENT_COLUMNS: readonly ResponsiveColumn<Establishment>[] = [
  {
    header: messages.name,
    cell: (establishment) => (
      <>
        {establishment.name}
        {establishment.isFiscalAddress && <Chip size="small" label={messages.fiscal} sx={{ ml: 1 }} />}
      </>
    ),
  },
  { header: messages.code, cell: (establishment) => establishment.code },
  { header: messages.address, cell: (establishment) => establishment.address },
  {
    header: messages.district,
    cell: (establishment) => (establishment.ubigeo ? titleCase(establishment.ubigeo.district) : '—'),
  },
  {
    header: messages.state,
    cell: (establishment) => (establishment.isActive ? messages.active : messages.inactive),
  },
];

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
  const toggle = useToggleEstablishment(company.publicId);
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
        <ResponsiveTable
          labelledBy="establishments-title"
          columns={ESTABLISHMENT_COLUMNS}
          rows={establishments}
          rowKey={(establishment) => establishment.publicId}
          {...(permissions.canEdit && {
            actions: {
              header: messages.actions,
              cell: (establishment: Establishment) =>
                !establishment.isFiscalAddress && (
                  <>
                    <Button size="small" onClick={() => setDialog({ establishment })}>
                      {messages.edit}
                    </Button>
                    <ActiveToggleButton
                      active={establishment.isActive}
                      labels={messages}
                      onToggle={() => toggle.mutate(establishment)}
                    />
                  </>
                ),
            },
          })}
        />
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
