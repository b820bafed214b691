import { Alert, Stack } from '@mui/material';
import type { Company } from '@facturador/contracts';
import { companiesMessages } from '../../messages.ts';
import type { CompanyPermissions } from '../permissions.ts';
import { ChannelSection } from './channel-section.tsx';
import { PrintSection } from './print-section.tsx';
import { SigningSection } from './signing/signing-section.tsx';
import { GreSection } from './gre-section.tsx';
import { SolSection } from './sol-section.tsx';
import { AgentSection } from '../../../other-documents/settings/agent-section.tsx';

/**
 * Facturación electrónica: where documents go, what they print first, who signs them (Facturador
 * as the company's PSE, or its own certificate, issue 40) and the secrets that send them.
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
      <GreSection company={company} readOnly={readOnly} />
      <SigningSection company={company} readOnly={readOnly} />
      <AgentSection company={company} readOnly={readOnly} />
    </Stack>
  );
}
