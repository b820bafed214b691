import { Alert, Box, Button, Grid, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { CompanySummary, DocumentInput } from '@facturador/contracts';
import { applyServerErrors, decimalInput, FieldIdScope, FormTextField } from '@facturador/forms';
import { companySeriesQueryOptions, igvRegimeQueryOptions } from '../api/document-queries.ts';
import { saveBuyer } from '../catalogues/api/save-buyer.ts';
import { documentsMessages } from '../messages.ts';
import { FormSelect } from '../shared/form-select.tsx';
import { preferredCompany } from '../shared/preferred-company.ts';
import { ConfirmIssueDialog } from './confirm-issue-dialog.tsx';
import { CustomerFields } from './customer-fields.tsx';
import { errorMessages } from './form-errors.ts';
import { confirmationOf, type IssueConfirmation } from './issue-confirmation.ts';
import { savedIssueDraft, saveIssueDraft } from './issue-draft.ts';
import {
  defaultIssueValues,
  formIgvPercent,
  issueFormResolver,
  type IssueFormContext,
  type IssueFormValues,
} from './issue-form-model.ts';
import { LineFields } from './line-fields.tsx';
import { liveTotals } from './live-totals.ts';
import { AdjustmentsFields } from './adjustments-fields.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { rememberedSeries } from './remembered-series.ts';
import { TotalsPanel } from './totals-panel.tsx';

const messages = documentsMessages.form;
type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

export interface IssueFormProps {
  companies: CompanySummary[];
  today: string;
  /** Sends the checked request; what it throws lands under the fields or in the alert. */
  onIssue: (companyId: string, input: DocumentInput) => Promise<void>;
  pending: boolean;
  /** «Empezar de nuevo» on a restored draft: the page forgets it and opens an empty form. */
  onStartOver: () => void;
}

/** The series of the chosen company and type; the remembered one (or the first) is picked. */
function useSeriesOptions(form: Form) {
  const [companyId, documentType] = form.watch(['companyId', 'documentType']);
  const { data: series } = useQuery(companySeriesQueryOptions(companyId));
  const options = useMemo(
    () =>
      (series ?? [])
        .filter((item) => item.isActive && item.documentType === documentType)
        .map((item) => ({ value: item.series, label: `${item.series} · ${item.establishmentCode}` })),
    [series, documentType],
  );
  useEffect(() => {
    if (!series) return;
    const current = form.getValues('series');
    if (options.some((option) => option.value === current)) return;
    const remembered = rememberedSeries(companyId, documentType);
    const chosen = options.find((option) => option.value === remembered) ?? options[0];
    form.setValue('series', chosen?.value ?? '');
  }, [series, options, companyId, documentType, form]);
  return { options, loaded: series !== undefined };
}

/**
 * The form a page opens with: the draft this tab kept (issue-draft.ts), or today's empty form
 * on the company used last.
 */
function useInitialValues(companies: CompanySummary[], today: string) {
  const [initial] = useState(() => {
    const defaults = { ...defaultIssueValues(today), companyId: preferredCompany(companies)?.publicId ?? '' };
    const draft = savedIssueDraft(
      defaults,
      companies.map((company) => company.publicId),
    );
    return { values: draft ?? defaults, restored: draft !== null };
  });
  return initial;
}

/**
 * Enter in a field asks before sending (a legal document is not sent by a stray key), and so
 * does Ctrl+Enter (⌘+Enter), which reaches it from any field, the observations included. Enter
 * that picked a suggestion, or on a button, is theirs.
 */
const asksToReview = (event: KeyboardEvent) =>
  event.key === 'Enter' &&
  !event.defaultPrevented &&
  !event.nativeEvent.isComposing &&
  (event.ctrlKey || event.metaKey || event.target instanceof HTMLInputElement);

/** Emitir: the header, the buyer, the lines with live totals, the payment, and SUNAT's rules before sending. */
export function IssueForm({ companies, today, onIssue, pending, onStartOver }: IssueFormProps) {
  const resolver = useMemo(() => issueFormResolver(today), [today]);
  const queryClient = useQueryClient();
  const initial = useInitialValues(companies, today);
  const form = useForm<IssueFormValues, IssueFormContext, DocumentInput>({
    context: {
      ratesOf: (companyId) => queryClient.getQueryData(igvRegimeQueryOptions(companyId).queryKey)?.rates,
    },
    resolver,
    defaultValues: initial.values,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const typed = form as unknown as Form;
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<IssueConfirmation | null>(null);
  const values = useWatch({ control: form.control }) as IssueFormValues;
  const regime = useQuery(igvRegimeQueryOptions(values.companyId));
  const igvPercent = formIgvPercent(regime.data?.rates, values.issueDate);
  const totals = liveTotals(values, igvPercent);
  const { options: seriesOptions, loaded } = useSeriesOptions(typed);
  const currency = values.currency;
  const refusals =
    form.formState.isSubmitted && !form.formState.isSubmitSuccessful
      ? errorMessages(form.formState.errors)
      : [];

  // Every change is kept for a reload or a failure of the module (issue-draft.ts).
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: changed }) => saveIssueDraft(changed, today),
      }),
    [form, today],
  );

  const send = async (input: DocumentInput) => {
    setAlert(null);
    const companyId = form.getValues('companyId');
    try {
      await onIssue(companyId, input);
    } catch (error) {
      // The fields named get their reason; the alert says it too, a field the form has not
      // (a line's valor unitario) included.
      setAlert(applyServerErrors(form, error) ?? (error instanceof Error ? error.message : String(error)));
      return;
    }
    // Only an issued document's buyer is saved: a refused one may hold a typo.
    if (form.getValues('saveCustomer') && input.customer.documentType !== '-')
      void saveBuyer(queryClient, companyId, input.customer);
  };

  /** Checks the form; a document that passes goes at once, or after the person confirms it. */
  const check = (alwaysAsk: boolean) => (event: SyntheticEvent) =>
    form.handleSubmit(async (input) => {
      // One document at a time: Enter while one is on its way asks nothing.
      if (pending) return;
      const asked = confirmationOf(input, igvPercent, form.getValues('exchangeRate'));
      if (alwaysAsk || asked.warnings.length > 0) setConfirmation(asked);
      else await send(input);
    })(event);

  return (
    // Ids from the fields' names: what is typed before the app is up is replayed by id.
    <FieldIdScope value="emitir">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void check(false)(event)}
        onKeyDown={(event) => {
          if (!asksToReview(event)) return;
          event.preventDefault();
          void check(true)(event);
        }}
        aria-label={documentsMessages.issueTitle}
      >
        {initial.restored && (
          <Alert
            severity="info"
            // Told, not alarmed: the form is as the person left it.
            role="status"
            sx={{ mb: 3 }}
            action={
              <Button color="inherit" size="small" onClick={onStartOver}>
                {messages.discardDraft}
              </Button>
            }
          >
            {messages.draftRestored}
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={3}>
              <Paper variant="outlined" component="section" aria-labelledby="header-title" sx={{ p: 2 }}>
                <Typography id="header-title" variant="h6" component="h2" gutterBottom>
                  {messages.header}
                </Typography>
                <Grid container spacing={1.5}>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <FormSelect
                      form={typed}
                      name="companyId"
                      label={messages.company}
                      options={companies.map((company) => ({
                        value: company.publicId,
                        label: `${company.ruc} · ${company.businessName}`,
                      }))}
                      fullWidth
                      size="small"
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 3 }}>
                    <FormSelect
                      form={typed}
                      name="documentType"
                      label={messages.documentType}
                      options={[
                        { value: '01', label: documentsMessages.types['01'] },
                        { value: '03', label: documentsMessages.types['03'] },
                      ]}
                      onValue={(type) => {
                        // A factura names its buyer by RUC; a boleta usually by DNI.
                        form.setValue('customer.documentType', type === '01' ? '6' : '1');
                      }}
                      fullWidth
                      size="small"
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 3 }}>
                    <FormSelect
                      form={typed}
                      name="series"
                      label={messages.series}
                      options={seriesOptions}
                      helperText={loaded && seriesOptions.length === 0 ? messages.noSeries : undefined}
                      fullWidth
                      size="small"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <FormTextField
                      form={typed}
                      name="issueDate"
                      label={messages.issueDate}
                      type="date"
                      fullWidth
                      size="small"
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <FormSelect
                      form={typed}
                      name="currency"
                      label={messages.currency}
                      options={[
                        { value: 'PEN', label: messages.currencies.PEN },
                        { value: 'USD', label: messages.currencies.USD },
                      ]}
                      fullWidth
                      size="small"
                    />
                  </Grid>
                  {currency === 'USD' && (
                    <Grid size={{ xs: 6, sm: 4 }}>
                      <FormTextField
                        form={typed}
                        name="exchangeRate"
                        label={messages.exchangeRate}
                        fullWidth
                        size="small"
                        slotProps={decimalInput}
                      />
                    </Grid>
                  )}
                </Grid>
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <CustomerFields form={typed} />
              </Paper>
              <LineFields form={typed} lineTotals={totals.lineTotals} igvPercent={igvPercent} />
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Stack spacing={2}>
                  <PaymentFields form={typed} />
                  <AdjustmentsFields form={typed} />
                  <FormTextField
                    form={typed}
                    name="observations"
                    label={messages.observations}
                    multiline
                    minRows={2}
                    fullWidth
                    size="small"
                  />
                </Stack>
              </Paper>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
              <TotalsPanel totals={totals} />
              {refusals.length > 0 && (
                <Alert severity="error" role="alert">
                  <strong>{messages.refused}</strong>
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {refusals.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                </Alert>
              )}
              {alert && (
                <Alert severity="error" role="alert">
                  {alert}
                </Alert>
              )}
              {pending && <LinearProgress aria-label={documentsMessages.result.sending} />}
              <Button type="submit" variant="contained" size="large" disabled={pending}>
                {pending ? messages.submitting : messages.submit}
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Box>
      {confirmation && (
        <ConfirmIssueDialog
          confirmation={confirmation}
          onReview={() => setConfirmation(null)}
          onIssue={() => {
            setConfirmation(null);
            void send(confirmation.input);
          }}
        />
      )}
    </FieldIdScope>
  );
}
