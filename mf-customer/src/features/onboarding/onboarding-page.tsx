import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { AccountSetupSteps, announceSetupStep } from '@facturador/account-forms/setup-steps';
import { statusMessages } from '@facturador/auth-api';
import { onboardingRequestSchema, type OnboardingRequest } from '@facturador/contracts';
import { applyServerErrors, FormTextField, SubmitButton, useContractForm } from '@facturador/forms';
import { messages } from '../../shared/messages.ts';
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
  const form = useContractForm(onboardingRequestSchema, {
    ruc: '',
    businessName: '',
    tradeName: '',
    fiscalAddress: '',
  });
  const [review, setReview] = useState<OnboardingRequest | null>(null);
  const onboard = useOnboardCompany();
  const busy = onboard.isPending;
  const [failure, setFailure] = useState<string | null>(null);

  const check = form.handleSubmit((company) => {
    setFailure(null);
    setReview({ ...company, tradeName: company.tradeName || undefined });
  });

  async function confirm() {
    if (!review) return;
    setFailure(null);
    try {
      const answer = await onboard.mutateAsync(review);
      announceSetupStep('registerCompany', answer.message);
    } catch (error) {
      setReview(null);
      // Field issues (a RUC already registered, say) go under their fields, the rest above.
      setFailure(applyServerErrors(form, error));
    }
  }

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {messages.onboarding.title}
      </Typography>
      <AccountSetupSteps current="registerCompany" />
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
          onSubmit={(event) => void check(event)}
          spacing={2}
          aria-label={messages.onboarding.title}
        >
          {FIELDS.map((field) => (
            <FormTextField
              key={field}
              form={form}
              name={field}
              label={LABELS[field]}
              helperText={field === 'ruc' ? messages.onboarding.rucHint : undefined}
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
          <SubmitButton size="large" sx={{ alignSelf: 'flex-start' }}>
            {messages.onboarding.review}
          </SubmitButton>
        </Stack>
      )}
    </Box>
  );
}
