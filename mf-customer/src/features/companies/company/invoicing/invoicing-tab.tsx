import { Alert, Stack } from '@mui/material';
import type { Company } from '@facturador/contracts';
import { companiesMessages } from '../../messages.ts';
import type { CompanyPermissions } from '../../../../shared/company-permissions.ts';
import { ChannelSection } from './channel-section.tsx';
import { PrintSection } from './print-section.tsx';
import { ServiceExporterSection } from './service-exporter-section.tsx';
import { SigningSection } from './signing/signing-section.tsx';
import { GreSection } from './gre-section.tsx';
import { SolSection } from './sol-section.tsx';
import { AgentSection } from './agent-section.tsx';

/**
 * Facturación electrónica: where documents go, what they print first, whether the company is a
 * registered exporter of services (3097), who signs them (Facturador as the company's PSE, or its
 * own certificate, issue 40) and the secrets that send them.
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
      <ServiceExporterSection company={company} readOnly={readOnly} />
      <SolSection company={company} readOnly={readOnly} />
      <GreSection company={company} readOnly={readOnly} />
      <SigningSection company={company} readOnly={readOnly} />
      <AgentSection company={company} readOnly={readOnly} />
    </Stack>
  );
}
