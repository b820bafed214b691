import { Stack } from '@mui/material';
import { SecurityActivity } from './security-activity.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** Seguridad: where the account is open, and what happened to it lately. */
export function SecurityTab() {
  return (
    <Stack spacing={3}>
      <SessionsSection />
      <SecurityActivity />
    </Stack>
  );
}
