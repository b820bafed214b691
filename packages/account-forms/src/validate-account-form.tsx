import { Alert, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { errorMessages, validateAccount } from '@facturador/auth-api';
import { validateAccountRequestSchema } from '@facturador/contracts';
import { applyServerErrors, FormTextField, SubmitButton, useContractForm } from '@facturador/forms';
import { accountFormMessages } from './messages.ts';
import { spanishFailure } from './spanish-failure.ts';
import { initialNames } from './split-full-name.ts';

const m = accountFormMessages.validateAccount;

/** The fields after the document type, in the order they are shown (and focused in error). */
const TEXT_FIELDS = [
  { name: 'documentNumber', label: m.documentNumber, required: true },
  { name: 'firstName', label: m.firstName, required: true },
  { name: 'lastName', label: m.lastName, required: true },
  // No company name here (SPEC.md §5 lists one): the very next step registers the company
  // with its RUC, and asking twice one screen apart confused people (issue 28, item 9).
] as const;

export interface ValidateAccountFormProps {
  /** The names the profile already has, to start from. */
  firstName?: string | null;
  lastName?: string | null;
  /** The name typed at sign-up: split into the two fields when the profile has neither. */
  fullName?: string | null;
  /** The server validated the account (with its message); the form stays busy until this settles. */
  onValidated: (serverMessage: string | undefined) => void | Promise<void>;
}

/** SPEC.md §2 and §5: account validation with a DNI (default) or a CE. */
export function ValidateAccountForm({
  firstName,
  lastName,
  fullName,
  onValidated,
}: ValidateAccountFormProps) {
  const form = useContractForm(validateAccountRequestSchema, {
    documentType: 'DNI',
    documentNumber: '',
    ...initialNames({ firstName, lastName, fullName }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (account) => {
    setFailure(null);
    let serverMessage: string | undefined;
    try {
      serverMessage = await validateAccount(account);
    } catch (error) {
      const alert = applyServerErrors(form, error);
      if (alert) setFailure(spanishFailure(errorMessages.validateAccount, alert));
      return;
    }
    await onValidated(serverMessage);
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
      {TEXT_FIELDS.map(({ name, label, required }) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          id={`validate-${name}`}
          label={label}
          required={required}
          {...text}
        />
      ))}
      <SubmitButton size="large" disabled={busy} fullWidth>
        {m.submit}
      </SubmitButton>
    </Stack>
  );
}
