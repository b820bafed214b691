import { IconButton, InputAdornment, SvgIcon, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { passwordMessages as messages } from './messages.ts';

const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3z';
const EYE_OFF =
  'M2 4.27 3.28 3 21 20.72 19.73 22l-3.08-3.08A11.4 11.4 0 0 1 12 19.5c-5 0-9.27-3.11-11-7.5a11.8 11.8 0 0 1 3.6-4.9zM12 4.5c5 0 9.27 3.11 11 7.5a11.8 11.8 0 0 1-2.9 4.3L16.9 13.1A5 5 0 0 0 10.9 7.1L8.7 4.9A11 11 0 0 1 12 4.5z';

/** A password input with a show/hide toggle that keyboard users can reach. */
export function PasswordField({ describedBy, ...props }: TextFieldProps & { describedBy?: string }) {
  const [visible, setVisible] = useState(false);
  // Extra descriptions (the password rules) join the helper text MUI ties to the input.
  const helperId = props.helperText && props.id ? `${props.id}-helper-text` : undefined;
  const ariaDescribedBy = [helperId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        htmlInput: { ...(ariaDescribedBy ? { 'aria-describedby': ariaDescribedBy } : {}) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((value) => !value)}
                aria-label={visible ? messages.hidePassword : messages.showPassword}
                aria-pressed={visible}
                edge="end"
                size="small"
              >
                <SvgIcon fontSize="small" aria-hidden="true">
                  <path d={visible ? EYE_OFF : EYE} />
                </SvgIcon>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
