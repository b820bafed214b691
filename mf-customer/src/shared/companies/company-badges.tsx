import { Alert, Chip } from '@mui/material';
import { StateBadge } from '@facturador/account-forms';
import { BADGE_TONES, type CompanySummary } from '@facturador/contracts';
import { companyCardMessages as messages } from './messages.ts';

const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long' });

/** Demo or producción: production is the one that counts before SUNAT. */
export function EnvironmentChip({ environment }: Pick<CompanySummary, 'environment'>) {
  return (
    <Chip
      size="small"
      variant={environment === 'production' ? 'filled' : 'outlined'}
      color={environment === 'production' ? 'primary' : 'default'}
      label={messages.environment[environment]}
    />
  );
}

/**
 * «No verificado en el padrón»: the RUC is not in the padrón loaded, so its data was typed by
 * hand (issue 40 item 7). Nothing for a company the padrón knows.
 */
export function PadronChip({ company }: { company: Pick<CompanySummary, 'verifiedInPadron'> }) {
  if (company.verifiedInPadron) return null;
  return <StateBadge colors={BADGE_TONES.pending} label={messages.notVerified} data-padron="not-verified" />;
}

/** The certificate's expiry warning (30 days before, or expired), or nothing. */
export function CertificateWarning({ company }: { company: CompanySummary }) {
  const certificate = company.credentials.certificate;
  if (!company.certificateWarning || !certificate) return null;
  return company.certificateWarning === 'expired' ? (
    <Alert severity="error">{messages.certificateExpired}</Alert>
  ) : (
    <Alert severity="warning">
      {messages.certificateExpiring(date.format(new Date(certificate.notAfter)))}
    </Alert>
  );
}
