import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { logout } from '@facturador/auth-api';
import { accountFormMessages } from './messages.ts';

const m = accountFormMessages.accountUnavailable;

/**
 * The way out of a modal the user cannot close (SPEC.md §4: logout signs out everywhere and
 * the session then goes to /login). Busy until the sign-out settles.
 */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    await logout();
  }

  return (
    <Button {...props} onClick={() => void signOut()} disabled={leaving || props.disabled}>
      {leaving ? m.signingOut : m.signOut}
    </Button>
  );
}
