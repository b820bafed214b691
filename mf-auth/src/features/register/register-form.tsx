import { Box, Checkbox, FormControlLabel, FormHelperText, Link, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, register } from '@facturador/auth-api';
import { registerRequestSchema } from '@facturador/contracts';
import {
  applyServerErrors,
  type ContractForm,
  FormTextField,
  PasswordField,
  PasswordRules,
  useContractForm,
} from '@facturador/forms';
import { z } from 'zod';
import { AuthForm } from '../../shared/auth-form.tsx';
import { EmailField } from '../../shared/email-field.tsx';
import { messages } from '../../shared/messages.ts';

const RULES_ID = 'password-rules';
const TERMS_ERROR_ID = 'terms-error';

/** The contract's registration, plus the terms only the browser asks to accept. */
const registerFormSchema = registerRequestSchema.extend({
  terms: z.boolean().refine(Boolean, messages.register.termsRequired),
});

export interface Registered {
  email: string;
  /** Only in the tab that registered, in memory: a reloaded page verifies and then signs in by hand. */
  password?: string;
}

/** The password's field, described by the rules under it. */
function NewPasswordField(props: TextFieldProps) {
  return <PasswordField {...props} describedBy={RULES_ID} />;
}

function TermsCheckbox({ form }: { form: ContractForm<typeof registerFormSchema> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'terms' });
  const error = fieldState.error?.message;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            id="register-terms"
            name={field.name}
            checked={field.value}
            onChange={(event) => {
              form.clearErrors('terms');
              field.onChange(event.target.checked);
            }}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(error),
                ...(error ? { 'aria-describedby': TERMS_ERROR_ID } : {}),
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
      {error && (
        <FormHelperText id={TERMS_ERROR_ID} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

export function RegisterForm({ onRegistered }: { onRegistered: (account: Registered) => void }) {
  const form = useContractForm(registerFormSchema, { fullName: '', email: '', password: '', terms: false });
  const password = useWatch({ control: form.control, name: 'password' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ terms: _accepted, ...account }) => {
    setFailure(null);
    try {
      await register(account);
    } catch (error) {
      // A taken e-mail is the e-mail field's problem (409); field issues go to their fields.
      if (isApiError(error) && error.statusCode === 409)
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      else setFailure(applyServerErrors(form, error));
      return;
    }
    onRegistered({ email: account.email, password: account.password });
  });

  const text = { required: true, fullWidth: true } as const;
  return (
    <AuthForm
      label={messages.register.title}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      submitLabel={messages.register.submit}
      busyLabel={messages.register.submitting}
    >
      <FormTextField
        form={form}
        name="fullName"
        id="register-full-name"
        label={messages.register.fullName}
        autoComplete="name"
        autoFocus
        {...text}
      />
      <EmailField form={form} id="register-email" label={messages.register.email} />
      <Box>
        <FormTextField
          form={form}
          name="password"
          as={NewPasswordField}
          label={messages.register.password}
          autoComplete="new-password"
          id="register-password"
          {...text}
        />
        <Box sx={{ mt: 1 }}>
          <PasswordRules id={RULES_ID} password={password} />
        </Box>
      </Box>
      <TermsCheckbox form={form} />
    </AuthForm>
  );
}
