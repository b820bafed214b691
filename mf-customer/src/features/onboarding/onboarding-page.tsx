import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { isApiError, statusMessages } from '@facturador/auth-api';
import { onboardingRequestSchema, type OnboardingRequest } from '@facturador/contracts';
import { messages } from '../../shared/messages.ts';
import { fieldErrorsOf, useFieldErrors } from '@facturador/forms';
import { useOnboardCompany } from './onboard-company.ts';

const FIELDS = ['ruc', 'businessName', 'tradeName', 'fiscalAddress'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  ruc: messages.onboarding.ruc,
  businessName: messages.onboarding.businessName,
  tradeName: messages.onboarding.tradeName,
  fiscalAddress: messages.onboarding.fiscalAddress,
};

/** SPEC.md §4 "onboarding": the first company, checked, reviewed, then confirmed. */
export default function OnboardingPage() {
  const [values, setValues] = useState<Record<Field, string>>({
    ruc: '',
    businessName: '',
    tradeName: '',
    fiscalAddress: '',
  });
  const [review, setReview] = useState<OnboardingRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useFieldErrors(FIELDS);
  const onboard = useOnboardCompany();
  const busy = onboard.isPending;

  function check(event: FormEvent) {
    event.preventDefault();
    const parsed = onboardingRequestSchema.safeParse({ ...values, tradeName: values.tradeName || undefined });
    if (fields.show(parsed.success ? {} : fieldErrorsOf(parsed.error)) || !parsed.success) return;
    setFailure(null);
    setReview(parsed.data);
  }

  async function confirm() {
    if (!review) return;
    setFailure(null);
    try {
      await onboard.mutateAsync(review);
    } catch (error) {
      setReview(null);
      // A failure the server ties to a field (the RUC already registered) goes under it.
      const fieldErrors = isApiError(error) ? error.fieldErrors : [];
      if (fieldErrors.length > 0)
        fields.show(Object.fromEntries(fieldErrors.map((issue) => [issue.field, issue.message])));
      else setFailure(isApiError(error) ? error.message : String(error));
    }
  }

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {messages.onboarding.title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {statusMessages.onboarding}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {messages.onboarding.body}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {review ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {messages.onboarding.confirmTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {messages.onboarding.confirmBody}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { sm: '200px 1fr' }, gap: 1, m: 0 }}
            >
              {FIELDS.map((field) => (
                <Box key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {LABELS[field].replace(' (opcional)', '')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {review[field] || messages.onboarding.none}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
              <Button onClick={() => setReview(null)} disabled={busy}>
                {messages.onboarding.edit}
              </Button>
              <Button variant="contained" onClick={() => void confirm()} disabled={busy} autoFocus>
                {busy ? messages.onboarding.confirming : messages.onboarding.confirm}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={check}
          spacing={2}
          aria-label={messages.onboarding.title}
        >
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={LABELS[field]}
              value={values[field]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field]: event.target.value }));
                fields.clear(field);
              }}
              error={Boolean(fields.errors[field])}
              helperText={fields.errors[field] ?? (field === 'ruc' ? messages.onboarding.rucHint : undefined)}
              inputRef={fields.inputRef(field)}
              required={field !== 'tradeName'}
              fullWidth
              multiline={field === 'fiscalAddress'}
              slotProps={
                field === 'ruc'
                  ? { htmlInput: { inputMode: 'numeric', maxLength: 11, autoComplete: 'off' } }
                  : {}
              }
            />
          ))}
          <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
            {messages.onboarding.review}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
