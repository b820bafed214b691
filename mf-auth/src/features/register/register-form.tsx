import { Box, Checkbox, FormControlLabel, FormHelperText, Link, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, register } from '@facturador/auth-api';
import { registerRequestSchema } from '@facturador/contracts';
import { fieldErrorsOf, useFieldErrors, type FieldErrors } from '@facturador/forms';
import { AuthForm } from '../../shared/auth-form.tsx';
import { messages } from '../../shared/messages.ts';
import { PasswordField } from '../../shared/password-field.tsx';
import { PasswordRules } from '../../shared/password-rules.tsx';

const FIELDS = ['fullName', 'email', 'password', 'terms'] as const;
type Field = (typeof FIELDS)[number];
const RULES_ID = 'password-rules';
const TERMS_ERROR_ID = 'terms-error';

export interface Registered {
  email: string;
  password: string;
}

export function RegisterForm({ onRegistered }: { onRegistered: (account: Registered) => void }) {
  const [values, setValues] = useState({ fullName: '', email: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useFieldErrors(FIELDS);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    fields.clear(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = registerRequestSchema.safeParse(values);
    const errors: FieldErrors<Field> = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!terms) errors.terms = messages.register.termsRequired;
    if (fields.show(errors) || !parsed.success) return;
    setBusy(true);
    try {
      await register(parsed.data);
      onRegistered({ email: parsed.data.email, password: values.password });
    } catch (error) {
      setBusy(false);
      const message = isApiError(error) ? error.message : String(error);
      if (isApiError(error) && error.statusCode === 409) fields.show({ email: message });
      else setFailure(message);
    }
  }

  const text = (field: keyof typeof values) => ({
    value: values[field],
    onChange: change(field),
    error: Boolean(fields.errors[field]),
    helperText: fields.errors[field],
    inputRef: fields.inputRef(field),
    required: true,
    fullWidth: true,
  });

  return (
    <AuthForm
      label={messages.register.title}
      onSubmit={submit}
      failure={failure}
      busy={busy}
      submitLabel={messages.register.submit}
      busyLabel={messages.register.submitting}
    >
      <TextField label={messages.register.fullName} autoComplete="name" autoFocus {...text('fullName')} />
      <TextField label={messages.register.email} type="email" autoComplete="email" {...text('email')} />
      <Box>
        <PasswordField
          label={messages.register.password}
          autoComplete="new-password"
          id="register-password"
          {...text('password')}
          describedBy={RULES_ID}
        />
        <Box sx={{ mt: 1 }}>
          <PasswordRules id={RULES_ID} password={values.password} />
        </Box>
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={terms}
              onChange={(event) => {
                setTerms(event.target.checked);
                fields.clear('terms');
              }}
              slotProps={{
                input: {
                  ref: fields.inputRef('terms'),
                  'aria-invalid': Boolean(fields.errors.terms),
                  ...(fields.errors.terms ? { 'aria-describedby': TERMS_ERROR_ID } : {}),
                } as object,
              }}
            />
          }
          label={
            <>
              {messages.register.terms}{' '}
              <Link component={RouterLink} to="/terminos" target="_blank">
                {messages.register.termsLink}
              </Link>{' '}
              {messages.register.and}{' '}
              <Link component={RouterLink} to="/privacidad" target="_blank">
                {messages.register.privacyLink}
              </Link>
            </>
          }
        />
        {fields.errors.terms && (
          <FormHelperText id={TERMS_ERROR_ID} error>
            {fields.errors.terms}
          </FormHelperText>
        )}
      </Box>
    </AuthForm>
  );
}
