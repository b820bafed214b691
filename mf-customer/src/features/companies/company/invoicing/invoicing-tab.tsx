import { Alert, Stack } from '@mui/material';
import type { Company } from '@facturador/contracts';
import { companiesMessages } from '../../messages.ts';
import type { CompanyPermissions } from '../permissions.ts';
import { CertificateSection } from './certificate-section.tsx';
import { ChannelSection } from './channel-section.tsx';
import { PrintSection } from './print-section.tsx';
import { SolSection } from './sol-section.tsx';

/**
 * Facturación electrónica: where documents go, what they print first, and the secrets that sign
 * and send them.
 */
export function InvoicingTab({
  company,
  permissions,
}: {
  company: Company;
  permissions: CompanyPermissions;
}) {
  const readOnly = !permissions.canEdit;
  return (
    <Stack spacing={3}>
      <Alert severity="info">{companiesMessages.invoicing.writeOnly}</Alert>
      <ChannelSection company={company} readOnly={readOnly} />
      <PrintSection company={company} readOnly={readOnly} />
      <SolSection company={company} readOnly={readOnly} />
      <CertificateSection company={company} readOnly={readOnly} />
    </Stack>
  );
}
