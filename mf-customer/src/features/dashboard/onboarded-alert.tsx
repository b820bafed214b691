import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROUTE_PATHS } from '@facturador/contracts';
import { dashboardMessages } from './messages.ts';
import { onboardedCompanyOf } from './onboarded-state.ts';

const messages = dashboardMessages.onboarded;

/** Right after onboarding: what to do next, with links to the new company's pages. */
export function OnboardedAlert() {
  const location = useLocation();
  const navigate = useNavigate();
  const companyId = onboardedCompanyOf(location.state);
  if (!companyId) return null;
  const page = `${ROUTE_PATHS.companies}/${companyId}`;
  // Closing drops the state from this history entry, so a reload does not bring it back.
  const dismiss = () => void navigate(location.pathname, { replace: true, state: null });
  return (
    <Alert
      severity="success"
      onClose={dismiss}
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
