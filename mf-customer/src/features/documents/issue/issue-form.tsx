import { Alert, Box, Button, Grid, LinearProgress, Paper, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  CURRENCY_SYMBOLS,
  documentValidationMessages,
  formatAmount,
  type CompanySummary,
  type DocumentInput,
} from '@facturador/contracts';
import { applyServerErrors, FieldIdScope, FormTextField } from '@facturador/forms';
import { igvRegimeQueryOptions, useCachedIgvRates } from '../api/document-queries.ts';
import { saveBuyer } from '../catalogues/api/save-buyer.ts';
import { documentsMessages } from '../messages.ts';
import { preferredCompany } from '../../../shared/preferred-company.ts';
import { AdjustmentsFields } from './adjustments-fields.tsx';
import { useBuyerLookups } from './buyer-lookups.ts';
import { ConfirmIssueDialog } from './confirm-issue-dialog.tsx';
import { CustomerFields } from './customer-fields.tsx';
import { errorMessages } from './form-errors.ts';
import { HeaderFields } from './header-fields.tsx';
import { confirmationOf, observationsOf, type IssueConfirmation } from './issue-confirmation.ts';
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
import { hasOptionError, MoreOptions, optionsInUse } from './more-options.tsx';
import { OperationFields } from './operation-fields.tsx';
import { useBrowserOnline } from './offline-issue.ts';
import { PaymentFields } from './payment-fields.tsx';
import { rememberedType } from './remembered-series.ts';
import { setupFixOf, type SetupFix } from './setup-fix.ts';
import { SUBMIT_BAR_SPACE, SubmitBar } from './submit-bar.tsx';
import { TotalsPanel } from './totals-panel.tsx';

const messages = documentsMessages.form;
type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

export interface IssueFormProps {
  companies: CompanySummary[];
  today: string;
  /** Sends the checked request; what it throws lands under the fields or in the alert. */
  onIssue: (companyId: string, input: DocumentInput) => Promise<void>;
  /** «Revisar»: the server's pre-flight without issuing; what it throws lands as an issue's refusal. */
  onReview: (companyId: string, input: DocumentInput) => Promise<unknown>;
  pending: boolean;
  /** The document waits for the network (offline-issue.ts): it goes by itself when it is back. */
  waitingForNetwork: boolean;
  /** «Empezar de nuevo» on a restored draft: the page forgets it and opens an empty form. */
  onStartOver: () => void;
}

/**
 * The form a page opens with: the draft this tab kept (issue-draft.ts), or today's empty form
 * on the company used last, of the type last issued there (remembered-series.ts; its series is
 * picked once the series arrive).
 */
function useInitialValues(companies: CompanySummary[], today: string) {
  const [initial] = useState(() => {
    const companyId = preferredCompany(companies)?.publicId ?? '';
    const defaults = {
      ...defaultIssueValues(today, rememberedType(companyId) ?? undefined),
      companyId,
    };
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

/**
 * Emitir: the header, the buyer, the lines with live totals, the payment, and SUNAT's rules
 * before sending. On a phone (below md) it is a counter's form: what a sale rarely needs waits
 * behind «Más opciones», and «Emitir S/ …» stays at the bottom of the screen.
 */
export function IssueForm({
  companies,
  today,
  onIssue,
  onReview,
  pending,
  waitingForNetwork,
  onStartOver,
}: IssueFormProps) {
  const resolver = useMemo(() => issueFormResolver(today), [today]);
  const queryClient = useQueryClient();
  const ratesOf = useCachedIgvRates();
  const initial = useInitialValues(companies, today);
  const form = useForm<IssueFormValues, IssueFormContext, DocumentInput>({
    context: {
      ratesOf,
    },
    resolver,
    defaultValues: initial.values,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const typed = form as unknown as Form;
  // A refusal about the company's setup names the page that fixes it (issue 40 item 6).
  const [alert, setAlert] = useState<{ text: string; fix: SetupFix | null } | null>(null);
  const [confirmation, setConfirmation] = useState<IssueConfirmation | null>(null);
  const [moreOpen, setMoreOpen] = useState(() => optionsInUse(initial.values));
  // «Revisar»: on its way, or the values it passed (as JSON) with what SUNAT would observe in
  // them (it accepts those): a change after it makes it stale.
  const [review, setReview] = useState<'idle' | 'reviewing' | { passed: string; observations: string[] }>(
    'idle',
  );
  const values = useWatch({ control: form.control }) as IssueFormValues;
  const regime = useQuery(igvRegimeQueryOptions(values.companyId));
  const igvPercent = formIgvPercent(regime.data?.rates, values.issueDate);
  const totals = liveTotals(values, igvPercent);
  const buyer = useBuyerLookups(typed);
  const online = useBrowserOnline();
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

  /**
   * An error behind a closed «Más opciones» opens it, at once: the form then moves the cursor to
   * the first field in error, which must be on screen to take it.
   */
  const showOptionErrors = (errors: object) => {
    if (hasOptionError(errors)) flushSync(() => setMoreOpen(true));
  };

  /**
   * A refusal of the server, issuing's or Revisar's alike: the fields named get their reason; the
   * alert says it too, a field the form has not (a line's valor unitario) included.
   */
  const showRefusal = (error: unknown, companyId: string) => {
    setAlert({
      text: applyServerErrors(form, error) ?? (error instanceof Error ? error.message : String(error)),
      fix: setupFixOf(error, companyId),
    });
    showOptionErrors(form.formState.errors);
  };

  const send = async (input: DocumentInput) => {
    setAlert(null);
    setReview('idle');
    const companyId = form.getValues('companyId');
    try {
      await onIssue(companyId, input);
    } catch (error) {
      showRefusal(error, companyId);
      return;
    }
    // Only an issued document's buyer is saved (a refused one may hold a typo), and only one
    // not among the company's Clientes already.
    if (form.getValues('saveCustomer') && !buyer.fromClientes && input.customer.documentType !== '-')
      void saveBuyer(queryClient, companyId, input.customer);
  };

  /** Checks the form; a document that passes goes at once, or after the person confirms it. */
  const check = (alwaysAsk: boolean) => (event: SyntheticEvent) =>
    form.handleSubmit(
      async (input) => {
        // One document at a time: Enter while one is on its way asks nothing.
        if (pending) return;
        const asked = confirmationOf(input, igvPercent, form.getValues('exchangeRate'));
        if (alwaysAsk || asked.warnings.length > 0) setConfirmation(asked);
        else await send(input);
      },
      (errors) => showOptionErrors(errors),
    )(event);

  /** «Revisar»: the form's checks, then the server's pre-flight; nothing is numbered or sent. */
  const reviewDocument = () =>
    void form.handleSubmit(
      async (input) => {
        setAlert(null);
        setReview('reviewing');
        const companyId = form.getValues('companyId');
        try {
          await onReview(companyId, input);
          setReview({
            passed: JSON.stringify(form.getValues()),
            observations: observationsOf(input),
          });
        } catch (error) {
          setReview('idle');
          showRefusal(error, companyId);
        }
      },
      (errors) => {
        setReview('idle');
        showOptionErrors(errors);
      },
    )();

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
        sx={(theme) => ({
          // On a phone the bar with «Emitir» covers the bottom of the screen: the form ends with
          // its room, and a field that takes the cursor (Tab, an error, a new line) stops above it.
          [theme.breakpoints.down('md')]: {
            pb: SUBMIT_BAR_SPACE,
            '& :is(input, textarea, select, button)': { scrollMarginBottom: SUBMIT_BAR_SPACE },
          },
        })}
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
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={{ xs: 2, md: 3 }}>
              <HeaderFields form={typed} companies={companies} />
              <Paper variant="outlined" sx={{ p: 2 }}>
                <CustomerFields form={typed} buyer={buyer} />
              </Paper>
              <LineFields form={typed} lineTotals={totals.lineTotals} igvPercent={igvPercent} />
              <MoreOptions open={moreOpen} onToggle={() => setMoreOpen((open) => !open)} values={values}>
                <Stack spacing={2}>
                  <PaymentFields form={typed} />
                  <AdjustmentsFields form={typed} />
                  <OperationFields form={typed} />
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
              </MoreOptions>
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
                  {alert.text}
                  {alert.fix && (
                    <Box sx={{ mt: 1 }}>
                      <Button
                        component={Link}
                        to={alert.fix.href}
                        variant="outlined"
                        color="inherit"
                        size="small"
                      >
                        {alert.fix.label}
                      </Button>
                    </Box>
                  )}
                </Alert>
              )}
              {typeof review === 'object' &&
                review.passed === JSON.stringify(values) &&
                !alert &&
                (review.observations.length > 0 ? (
                  <Alert severity="warning" role="status">
                    {review.observations.join(' ')}
                  </Alert>
                ) : (
                  <Alert severity="success" role="status">
                    {documentValidationMessages.valid}
                  </Alert>
                ))}
              {pending && !waitingForNetwork && (
                <LinearProgress aria-label={documentsMessages.result.sending} />
              )}
              <SubmitBar
                review={{
                  label: review === 'reviewing' ? messages.reviewing : messages.review,
                  disabled: pending || review === 'reviewing' || !online,
                  onClick: reviewDocument,
                }}
                disabled={pending}
                label={
                  !online || waitingForNetwork
                    ? messages.offline
                    : pending
                      ? messages.submitting
                      : messages.submitTotal(CURRENCY_SYMBOLS[totals.currency], formatAmount(totals.total))
                }
              />
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
