import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  certificateDaysLeft,
  certificateReminderDue,
  ROUTE_PATHS,
  type CompanySummary,
} from '@facturador/contracts';
import { companiesQueryOptions } from '../../shared/api/companies-query.ts';
import { companyPermissions } from '../../shared/company-permissions.ts';
import { formatDate } from '../../shared/format.ts';
import { dashboardMessages } from './messages.ts';

const messages = dashboardMessages.certificateExpiry;

/**
 * The active companies that sign with their own certificate whose certificate expires within 30
 * days or has expired (the server's `certificateWarning`). When Facturador signs, theirs is unused.
 */
export const companiesWithCertificateDue = (companies: readonly CompanySummary[]) =>
  companies.filter(
    (company) =>
      company.isActive &&
      company.signing.mode === 'own' &&
      company.credentials.certificate &&
      company.certificateWarning,
  );

/**
 * Issue 40: one alert per company whose certificate expires within 30 days (a warning), within 7
 * (an error, as the second e-mail), or has expired (an error: nothing can be signed). Its owner
 * and administrators get the way to the upload; an employee learns who renews it.
 */
export function CertificateExpiryAlert() {
  const companies = useQuery(companiesQueryOptions());
  const due = companiesWithCertificateDue(companies.data ?? []);
  if (due.length === 0) return null;
  const now = new Date();
  return (
    <Stack spacing={1.5}>
      {due.map((company) => {
        const { notAfter } = company.credentials.certificate!;
        const name = company.tradeName ?? company.businessName;
        const expired = company.certificateWarning === 'expired';
        const lastWeek = certificateReminderDue(notAfter, now) === 7;
        const canRenew = companyPermissions(company.myRole).canEdit;
        const titleId = `certificate-expiry-${company.publicId}`;
        const body = expired ? messages.expiredBody : messages.expiringBody(formatDate(notAfter));
        return (
          <Alert
            key={company.publicId}
            severity={expired || lastWeek ? 'error' : 'warning'}
            component="section"
            role="region"
            aria-labelledby={titleId}
          >
            <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {expired
                ? messages.expiredTitle(name, formatDate(notAfter))
                : messages.expiringTitle(name, certificateDaysLeft(notAfter, now))}
            </AlertTitle>
            {canRenew ? body : `${body} ${messages.employee}`}
            {canRenew && (
              <Stack direction="row" sx={{ mt: 1.5 }}>
                <Button
                  component={Link}
                  to={`${ROUTE_PATHS.companies}/${company.publicId}/facturacion`}
                  variant="outlined"
                  color="inherit"
                  size="small"
                >
                  {messages.action}
                </Button>
              </Stack>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
