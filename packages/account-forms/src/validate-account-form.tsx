import { Alert, Button, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { errorMessages, validateAccount } from '@facturador/auth-api';
import { validateAccountRequestSchema } from '@facturador/contracts';
import { applyServerErrors, FormTextField, useContractForm } from '@facturador/forms';
import { accountFormMessages } from './messages.ts';
import { spanishFailure } from './spanish-failure.ts';

const m = accountFormMessages.validateAccount;

export interface ValidateAccountFormProps {
  /** The names the profile already has, to start from. */
  firstName?: string | null;
  lastName?: string | null;
  /** The server validated the account; the form stays busy until this settles. */
  onValidated: () => void | Promise<void>;
}

/** SPEC.md §2 and §5: account validation with a DNI (default) or a CE. */
export function ValidateAccountForm({ firstName, lastName, onValidated }: ValidateAccountFormProps) {
  const form = useContractForm(validateAccountRequestSchema, {
    documentType: 'DNI',
    documentNumber: '',
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    companyName: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (account) => {
    setFailure(null);
    try {
      await validateAccount(account);
    } catch (error) {
      const alert = applyServerErrors(form, error);
      if (alert) setFailure(spanishFailure(errorMessages.validateAccount, alert));
      return;
    }
    await onValidated();
  });

  // An empty helper text keeps each field's height when an error appears under another.
  const text = { fullWidth: true, helperText: ' ' } as const;
  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1}>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {failure}
        </Alert>
      )}
      <FormTextField
        form={form}
        name="documentType"
        id="validate-documentType"
        label={m.documentType}
        select
        {...text}
      >
        <MenuItem value="DNI">DNI</MenuItem>
        <MenuItem value="CE">{m.foreignerCard}</MenuItem>
      </FormTextField>
      <FormTextField
        form={form}
        name="documentNumber"
        id="validate-documentNumber"
        label={m.documentNumber}
        required
        {...text}
      />
      <FormTextField
        form={form}
        name="firstName"
        id="validate-firstName"
        label={m.firstName}
        required
        {...text}
      />
      <FormTextField
        form={form}
        name="lastName"
        id="validate-lastName"
        label={m.lastName}
        required
        {...text}
      />
      <FormTextField
        form={form}
        name="companyName"
        id="validate-companyName"
        label={m.companyName}
        {...text}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {m.submit}
      </Button>
    </Stack>
  );
}
