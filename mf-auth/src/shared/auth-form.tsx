import { Alert, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '@facturador/forms';

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void | Promise<void>;
  /** The server's or the client's refusal, in Spanish, announced as an alert. */
  failure?: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** Every form of mf-auth: an alert for what went wrong, the fields, one full-width submit. */
export function AuthForm({
  label,
  onSubmit,
  failure,
  busy,
  submitLabel,
  busyLabel,
  children,
}: AuthFormProps) {
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      spacing={2}
      aria-label={label}
    >
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {children}
      <SubmitButton size="large" disabled={busy} fullWidth>
        {busy ? busyLabel : submitLabel}
      </SubmitButton>
    </Stack>
  );
}
