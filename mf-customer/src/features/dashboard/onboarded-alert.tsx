import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ROUTE_PATHS } from '@facturador/contracts';
import { dashboardMessages } from './messages.ts';
import { alreadySaid, markSaid, onboardedCompanyOf } from '../../shared/onboarded-state.ts';

const messages = dashboardMessages.onboarded;

/**
 * Right after onboarding: what to do next — a first test document (Facturador signs, the series
 * exist), or the company's series — with links there. Said once per
 * tab: coming back to /app (Back, a reload) does not bring it back.
 */
export function OnboardedAlert() {
  const carried = onboardedCompanyOf(useLocation().state);
  const unsaid = carried !== null && !alreadySaid(carried) ? carried : null;
  const [companyId, setCompanyId] = useState(unsaid);
  // The state may arrive after this page is up: the profile can turn "complete" (and /app show
  // the dashboard) before onboarding has navigated.
  if (unsaid !== null && unsaid !== companyId) setCompanyId(unsaid);
  useEffect(() => {
    if (companyId !== null) markSaid(companyId);
  }, [companyId]);
  if (!companyId) return null;
  const page = `${ROUTE_PATHS.companies}/${companyId}`;
  return (
    <Alert
      severity="success"
      onClose={() => setCompanyId(null)}
      slotProps={{ closeButton: { title: messages.dismiss, 'aria-label': messages.dismiss } }}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {messages.title}
      </AlertTitle>
      {messages.body}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          component={Link}
          to={ROUTE_PATHS.documentsIssue}
          variant="outlined"
          color="inherit"
          size="small"
        >
          {messages.issue}
        </Button>
        <Button component={Link} to={`${page}/series`} variant="outlined" color="inherit" size="small">
          {messages.series}
        </Button>
      </Stack>
    </Alert>
  );
}
