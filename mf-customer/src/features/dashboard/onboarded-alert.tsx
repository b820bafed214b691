import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROUTE_PATHS } from '@facturador/contracts';
import { dashboardMessages } from './messages.ts';
import { onboardedCompanyOf } from './onboarded-state.ts';

const messages = dashboardMessages.onboarded;

/**
 * Right after onboarding: what to do next, with links to the new company's pages. The message
 * is taken from the history entry on arrival and the entry cleared, so it shows once: coming
 * back to /app (Back, a reload) does not bring it back.
 */
export function OnboardedAlert() {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = onboardedCompanyOf(location.state);
  const [companyId, setCompanyId] = useState(carried);
  // The state may arrive after this page is up: the profile can turn "complete" (and /app show
  // the dashboard) before onboarding has navigated.
  if (carried !== null && carried !== companyId) setCompanyId(carried);
  useEffect(() => {
    if (carried !== null) void navigate(location.pathname, { replace: true, state: null });
  }, [carried, location.pathname, navigate]);
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
        <Button component={Link} to={`${page}/facturacion`} variant="outlined" color="inherit" size="small">
          {messages.certificate}
        </Button>
        <Button component={Link} to={`${page}/series`} variant="outlined" color="inherit" size="small">
          {messages.series}
        </Button>
      </Stack>
    </Alert>
  );
}
