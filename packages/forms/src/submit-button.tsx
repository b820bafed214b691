import { Button, type ButtonProps } from '@mui/material';
import { CONNECTIVITY_BANNER_ID, connectivityMessages, useServerReachable } from '@facturador/auth-api';

/**
 * A form's submit button. While the API does not answer it is disabled, and says why: the
 * shell's banner explains the outage (the button points at it) and the button's title names
 * when it comes back. Nothing typed is lost; the form submits once the API answers.
 */
export function SubmitButton({ disabled, variant = 'contained', ...props }: Omit<ButtonProps, 'type'>) {
  const reachable = useServerReachable();
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      disabled={disabled || !reachable}
      title={reachable ? props.title : connectivityMessages.actionUnavailable}
      aria-describedby={reachable ? props['aria-describedby'] : CONNECTIVITY_BANNER_ID}
    />
  );
}
