import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { addToast } from '@facturador/auth-api';
import { visuallyHidden } from '@facturador/forms/visually-hidden';
import { SETUP_STEPS, setupStepMessages as m, type SetupStep } from './setup-messages.ts';

export { setupStepMessages, SETUP_STEPS, type SetupStep } from './setup-messages.ts';

/**
 * Where a new account stands among its three setup steps: the ones done, the current one,
 * the ones left. Shown by the verify-email and validate-account modals and the onboarding
 * page, so that the badge in the header never changes without the user seeing why.
 */
export function AccountSetupSteps({ current }: { current: SetupStep }) {
  const active = SETUP_STEPS.indexOf(current);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {m.stepOf(active + 1, SETUP_STEPS.length)}
      </Typography>
      <Stepper activeStep={active} alternativeLabel component="ol" aria-label={m.progress} sx={{ p: 0 }}>
        {SETUP_STEPS.map((step, index) => {
          const state = index < active ? m.done : index === active ? m.current : m.pending;
          return (
            <Step
              key={step}
              component="li"
              aria-current={index === active ? 'step' : undefined}
              sx={{ position: 'relative' }}
            >
              <StepLabel>
                {m.steps[step]}
                <Box component="span" sx={visuallyHidden}>
                  {` (${state})`}
                </Box>
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}

/** The success toast of a finished step: its title, with what the server said when it said it. */
export function announceSetupStep(step: SetupStep, serverMessage?: string | null): void {
  const toast = m.toasts[step];
  addToast({ type: 'success', title: toast.title, message: serverMessage || toast.message });
}
