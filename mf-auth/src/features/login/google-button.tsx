import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  firebaseErrorMessage,
  isGoogleLoginEnabled,
  loginWithGoogle,
  useRuntimeConfig,
} from '@facturador/auth-api';
import { messages } from '../../shared/messages.ts';

const HINT_ID = 'google-login-hint';

/** "Continuar con Google": firebase is imported on the first press, never before. */
export function GoogleButton() {
  const config = useRuntimeConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const identity = config?.identity ?? null;
  const enabled = config !== null && isGoogleLoginEnabled(config);

  async function signIn() {
    if (!identity) return;
    setBusy(true);
    setError(null);
    const google = await import('./google-sign-in.ts');
    let idToken: string;
    try {
      idToken = await google.signInWithGoogle(identity);
    } catch (failure) {
      setError(firebaseErrorMessage(google.firebaseCodeOf(failure)));
      setBusy(false);
      return;
    }
    const result = await loginWithGoogle(idToken);
    // The API session is the session from here on; the provider's is not kept (decision 0010).
    await google.signOutOfGoogle(identity).catch((failure: unknown) => console.warn(failure));
    // Where to go next (the dashboard, or the account-disabled page) the session has decided.
    if (result.success) return;
    setError(result.error.message);
    setBusy(false);
  }

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={() => void signIn()}
        disabled={!enabled || busy}
        aria-describedby={config && !enabled ? HINT_ID : undefined}
        startIcon={<GoogleMark />}
      >
        {busy ? messages.google.loading : messages.google.button}
      </Button>
      {config && !enabled && (
        <Typography id={HINT_ID} variant="body2" color="text.secondary">
          {messages.google.disabled}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.9 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
