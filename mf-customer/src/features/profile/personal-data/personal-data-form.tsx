import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { IDENTITY_DOCUMENT_TYPES } from '@facturador/contracts';
import { countryOfCallingCode, profileUpdateSchema } from '@facturador/contracts/phone';
import type { ClientUser } from '@facturador/auth-api';
import { FormTextField, SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { profileMessages } from '../messages.ts';
import { PHONE_COUNTRY_OPTIONS, type PhoneCountryOption } from './phone-countries.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const messages = profileMessages.personal;
const digitsAndSpaces = (text: string) => text.replace(/[^0-9 ]/g, '');

/** The form's values; the document only while it can still change (before validation). */
function formValues(user: ClientUser) {
  const document = {
    documentType: (user.documentType === 'CE' ? 'CE' : 'DNI') as (typeof IDENTITY_DOCUMENT_TYPES)[number],
    documentNumber: user.documentNumber ?? '',
  };
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    ...(user.isValidAccount ? {} : document),
    phoneCountryCode: user.phoneCountryCode ?? '+51',
    phoneNumber: user.phone ?? '',
  };
}

/**
 * Names, document (editable until the account is validated) and phone with its country,
 * checked with the contract (the phone for its country by libphonenumber) before anything is sent.
 */
export function PersonalDataForm({ user }: { user: ClientUser }) {
  const form = useContractForm(profileUpdateSchema, formValues(user));
  // The select holds a country, the profile a calling code that several countries share (+1):
  // the country picked here wins while its code is the form's.
  const [picked, setPicked] = useState<PhoneCountryOption | null>(null);
  const callingCode = form.watch('phoneCountryCode');
  const country =
    picked && picked.callingCode === callingCode ? picked.country : countryOfCallingCode(callingCode);
  const update = useUpdateProfile();
  const documentLocked = user.isValidAccount;
  const { isDirty } = form.formState;

  // A change saved in another tab (profile_updated) shows here unless this form is being edited.
  useEffect(() => {
    if (form.formState.isDirty) return;
    form.reset(formValues(user));
  }, [user, form]);

  const { alert, onSubmit, clearAlert } = useServerSubmit(form, async (values) => {
    const fullName = [values.firstName, values.lastName].filter(Boolean).join(' ').trim();
    await update.mutateAsync({
      firstName: values.firstName,
      lastName: values.lastName,
      ...(fullName ? { fullName } : {}),
      phoneCountryCode: values.phoneNumber ? values.phoneCountryCode : null,
      phoneNumber: values.phoneNumber || null,
      documentType: values.documentType,
      documentNumber: values.documentNumber,
    });
    form.reset(form.getValues());
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="personal-data-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="personal-data-title" variant="h6" component="h2" gutterBottom>
        {messages.title}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="firstName"
            label={messages.firstName}
            autoComplete="given-name"
            fullWidth
          />
          <FormTextField
            form={form}
            name="lastName"
            label={messages.lastName}
            autoComplete="family-name"
            fullWidth
          />
        </Stack>
        <TextField
          label={messages.email}
          value={user.email}
          helperText={messages.emailHint}
          slotProps={{ input: { readOnly: true } }}
          fullWidth
        />
        {documentLocked ? (
          <TextField
            label={messages.documentNumber}
            value={`${user.documentType} ${user.documentNumber ?? ''}`.trim()}
            helperText={messages.documentLocked}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              form={form}
              name="documentType"
              select
              label={messages.documentType}
              sx={{ minWidth: { sm: 180 } }}
            >
              {IDENTITY_DOCUMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField form={form} name="documentNumber" label={messages.documentNumber} fullWidth />
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={messages.phoneCountry}
            value={country}
            onChange={(event) => {
              const option = PHONE_COUNTRY_OPTIONS.find((entry) => entry.country === event.target.value);
              if (!option) return;
              setPicked(option);
              form.setValue('phoneCountryCode', option.callingCode, { shouldDirty: true });
              form.clearErrors('phoneNumber');
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: { sm: 240 } }}
          >
            {PHONE_COUNTRY_OPTIONS.map((option) => (
              <option key={option.country} value={option.country}>
                {option.label}
              </option>
            ))}
          </TextField>
          <FormTextField
            form={form}
            name="phoneNumber"
            label={messages.phoneNumber}
            helperText={messages.phoneHint}
            parse={digitsAndSpaces}
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            fullWidth
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {isDirty && (
            <Button
              onClick={() => {
                form.reset(formValues(user));
                clearAlert();
              }}
            >
              {messages.discard}
            </Button>
          )}
          <SubmitButton disabled={update.isPending}>
            {update.isPending ? messages.saving : messages.save}
          </SubmitButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
