import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { AccountSetupSteps, announceSetupStep } from '@facturador/account-forms/setup-steps';
import { statusMessages } from '@facturador/auth-api';
import { onboardingRequestSchema, type OnboardingRequest } from '@facturador/contracts';
import { applyServerErrors, FormTextField, SubmitButton, useContractForm } from '@facturador/forms';
import { messages } from '../../shared/messages.ts';
import { isNotInPadron, RucLookupNotice } from '../../shared/ruc-lookup/ruc-lookup-notice.tsx';
import { useRucLookup } from '../../shared/ruc-lookup/ruc-lookup-query.ts';
import { ubigeoQueryOptions } from '../../shared/api/catalog-queries.ts';
import { UbigeoField } from '../../shared/ubigeo/ubigeo-field.tsx';
import { titleCase } from '../../shared/ubigeo/title-case.ts';
import { useOnboardCompany } from './api/onboard-company.ts';

const FIELDS = ['ruc', 'businessName', 'tradeName', 'fiscalAddress'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  ruc: messages.onboarding.ruc,
  businessName: messages.onboarding.businessName,
  tradeName: messages.onboarding.tradeName,
  fiscalAddress: messages.onboarding.fiscalAddress,
};

/**
 * SPEC.md §4 "onboarding": the first company, checked, reviewed, then confirmed. A valid RUC
 * found in SUNAT's padrón fills the name, address and district (issue 28 item 10); one it does
 * not list is typed by hand and registered as not verified (issue 40 item 7). The district
 * stays optional here, as the contract says.
 */
export default function OnboardingPage() {
  const form = useContractForm(onboardingRequestSchema, {
    ruc: '',
    businessName: '',
    tradeName: '',
    fiscalAddress: '',
  });
  const [review, setReview] = useState<OnboardingRequest | null>(null);
  // Here, not in the form: the form unmounts while reviewing, and its return must not fill again.
  const lookup = useRucLookup(form.watch('ruc') ?? '', (taxpayer) => {
    const fill = { shouldDirty: true } as const;
    form.setValue('businessName', taxpayer.businessName, fill);
    if (taxpayer.address) form.setValue('fiscalAddress', taxpayer.address, fill);
    if (taxpayer.ubigeo) form.setValue('ubigeo', taxpayer.ubigeo.code, fill);
    form.clearErrors(['businessName', 'fiscalAddress', 'ubigeo']);
  });
  const districts = useQuery(ubigeoQueryOptions()).data;
  const districtOf = (code: string | undefined) => {
    const row = code ? districts?.find((district) => district.code === code) : undefined;
    return row ? titleCase(`${row.district}, ${row.province}, ${row.department}`) : code;
  };
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
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {messages.onboarding.district}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {districtOf(review.ubigeo) || messages.onboarding.none}
              </Typography>
            </Box>
            {isNotInPadron(lookup.error) && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {messages.onboarding.notInPadron}
              </Alert>
            )}
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
            <Fragment key={field}>
              <FormTextField
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
              {field === 'ruc' && (
                <RucLookupNotice lookup={lookup} notInPadron={messages.rucLookup.companyNotInPadron} />
              )}
            </Fragment>
          ))}
          <UbigeoField form={form} name="ubigeo" />
          <SubmitButton size="large" sx={{ alignSelf: 'flex-start' }}>
            {messages.onboarding.review}
          </SubmitButton>
        </Stack>
      )}
    </Box>
  );
}
