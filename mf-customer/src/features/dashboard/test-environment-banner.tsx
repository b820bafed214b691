import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { companyProductionPath, type CompanySummary } from '@facturador/contracts';
import { companiesQueryOptions } from '../../shared/api/companies-query.ts';
import { companyPermissions } from '../../shared/company-permissions.ts';
import { dashboardMessages } from './messages.ts';

const messages = dashboardMessages.testEnvironment;

/** Where «Pasar a producción» leads: the checklist that verifies the company is ready (issue 40 item 5). */
export const productionSwitchPath = (companyId: string) => companyProductionPath(companyId);

/** The active companies that still issue in the test environment (SUNAT's beta or the double). */
export const companiesInTest = (companies: readonly CompanySummary[]) =>
  companies.filter((company) => company.isActive && company.environment === 'demo');

/**
 * Issue 40: one banner per company in test, so that nobody hands a test document over as a real
 * one; its owner and administrators get «Pasar a producción». Nothing once every company issues
 * for real.
 */
export function TestEnvironmentBanner() {
  const companies = useQuery(companiesQueryOptions());
  const inTest = companiesInTest(companies.data ?? []);
  if (inTest.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {inTest.map((company) => {
        const titleId = `test-environment-${company.publicId}`;
        const canSwitch = companyPermissions(company.myRole).canEdit;
        return (
          // A region, not an alert: it is there on every visit, not news to announce.
          <Alert
            key={company.publicId}
            severity="warning"
            component="section"
            role="region"
            aria-labelledby={titleId}
          >
            <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {messages.title(company.tradeName ?? company.businessName)}
            </AlertTitle>
            {canSwitch ? messages.body : `${messages.body} ${messages.employee}`}
            {canSwitch && (
              <Stack direction="row" sx={{ mt: 1.5 }}>
                <Button
                  component={Link}
                  to={productionSwitchPath(company.publicId)}
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
