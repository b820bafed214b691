import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Grid,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import {
  formatMoney,
  OTHER_DOCUMENT_STATUS_LABELS,
  ROUTE_PATHS,
  type OtherCpeType,
  type OtherDocumentDetail,
  type RetentionPerceptionInput,
} from '@facturador/contracts';
import { FormTextField, SubmitButton, useServerSubmit } from '@facturador/forms';
import { CompanySelect } from '../../../shared/company-select.tsx';
import { SelectCell, TextCell } from '../../../shared/form-cells.tsx';
import { limaToday } from '../../../shared/lima-today.ts';
import { useIssueOtherDocument } from '../api/other-document-queries.ts';
import { otherDocumentsMessages as messages } from '../messages.ts';
import { OtherStatusChip } from '../../../shared/other-status-chip.tsx';
import { agentSettingsPath, otherDetailPath, otherListPath } from '../../../shared/document-paths.ts';
import { useOtherCompany } from '../shared/other-company.ts';
import {
  defaultOtherValues,
  emptyRelated,
  otherFormResolver,
  previewOf,
  RECEIVER_TYPES_OF,
  regimesOf,
  type OtherFormValues,
} from './other-form-model.ts';
import { RelatedFields } from './related-fields.tsx';

const m = messages.form;
type Form = UseFormReturn<OtherFormValues, unknown, FieldValues>;

/** One key per form: a retry of the same form answers the same document. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

function Totals({ type, preview }: { type: OtherCpeType; preview: ReturnType<typeof previewOf> }) {
  const rows: [string, string, string][] = [
    [type === '20' ? m.totalRetained : m.totalPerceived, preview.totalAmount, 'total-amount'],
    [type === '20' ? m.totalPaid : m.totalCollected, preview.totalNet, 'total-net'],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="totals-title" sx={{ p: 2 }}>
      <Typography id="totals-title" variant="h6" component="h2" gutterBottom>
        {m.totals}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 0.5, columnGap: 2 }}
      >
        {rows.map(([label, value, id]) => (
          <Box key={id} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }} data-testid={id}>
              {formatMoney('S/', value)}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {m.previewNote}
      </Typography>
    </Paper>
  );
}

function OtherForm({
  types,
  today,
  onIssue,
  pending,
}: {
  types: OtherCpeType[];
  today: string;
  onIssue: (input: RetentionPerceptionInput) => Promise<void>;
  pending: boolean;
}) {
  const form = useForm<OtherFormValues, unknown, RetentionPerceptionInput>({
    resolver: otherFormResolver,
    defaultValues: defaultOtherValues(types[0]!, today),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const loose = form as unknown as Form;
  const { alert, onSubmit } = useServerSubmit(form, onIssue);
  const values = useWatch({ control: form.control }) as OtherFormValues;
  const type = values.documentType;
  const preview = useMemo(() => previewOf(values), [values]);
  const typeOptions = types.map((code) => ({ value: code, label: `${code} · ${messages.types[code]}` }));
  const regimeOptions = regimesOf(type).map((code) => ({
    value: code,
    label: messages.regimes[type][code]!,
  }));
  const receiverOptions = RECEIVER_TYPES_OF[type].map((code) => ({
    value: code,
    label: messages.identity[code]!,
  }));
  const switchType = (next: string) => {
    // Another type is another series letter, régimen catálogo and receiver: start its fields over.
    const fresh = defaultOtherValues(next as OtherCpeType, today);
    form.setValue('series', fresh.series);
    form.setValue('regime', fresh.regime);
    form.setValue('receiver.documentType', fresh.receiver.documentType);
    form.setValue('relatedDocuments', [emptyRelated(next as OtherCpeType, today)]);
    form.clearErrors();
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <Paper variant="outlined" component="section" aria-labelledby="header-title" sx={{ p: 2 }}>
              <Typography id="header-title" variant="h6" component="h2" gutterBottom>
                {m.header}
              </Typography>
              <Grid container spacing={1.5}>
                <SelectCell
                  span={{ xs: 12, sm: 6 }}
                  form={loose}
                  name="documentType"
                  label={m.documentType}
                  options={typeOptions}
                  onValue={switchType}
                />
                <TextCell span={{ xs: 6, sm: 3 }} form={loose} name="series" label={m.series} />
                <TextCell
                  span={{ xs: 6, sm: 3 }}
                  form={loose}
                  name="issueDate"
                  type="date"
                  label={m.issueDate}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <SelectCell span={12} form={loose} name="regime" label={m.regime} options={regimeOptions} />
              </Grid>
            </Paper>
            <Paper variant="outlined" component="section" aria-labelledby="receiver-title" sx={{ p: 2 }}>
              <Typography id="receiver-title" variant="h6" component="h2" gutterBottom>
                {type === '20' ? m.receiverRetention : m.receiverPerception}
              </Typography>
              <Grid container spacing={1.5}>
                <SelectCell
                  span={{ xs: 12, sm: 4 }}
                  form={loose}
                  name="receiver.documentType"
                  label={m.receiverDocumentType}
                  options={receiverOptions}
                />
                <TextCell
                  span={{ xs: 12, sm: 8 }}
                  form={loose}
                  name="receiver.documentNumber"
                  label={m.receiverDocumentNumber}
                />
                <TextCell span={12} form={loose} name="receiver.name" label={m.receiverName} />
                <TextCell span={12} form={loose} name="receiver.address" label={m.receiverAddress} />
                <TextCell span={12} form={loose} name="receiver.email" label={m.receiverEmail} type="email" />
              </Grid>
            </Paper>
            <RelatedFields form={loose} type={type} today={today} preview={preview} />
            <FormTextField
              form={loose}
              name="observations"
              label={m.observations}
              fullWidth
              multiline
              minRows={2}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
            <Totals type={type} preview={preview} />
            <SubmitButton disabled={pending} fullWidth>
              {m.submit}
            </SubmitButton>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}

/** SUNAT's verdict on the document just issued, with the way to it and to another. */
function IssuedResult({
  companyId,
  document,
  onAnother,
}: {
  companyId: string;
  document: OtherDocumentDetail;
  onAnother: () => void;
}) {
  const accepted = document.status === 'accepted' || document.status === 'observed';
  const refused = document.status === 'rejected' || document.status === 'exception';
  return (
    <Stack spacing={2}>
      <Alert severity={accepted ? 'success' : refused ? 'error' : 'info'}>
        <AlertTitle>
          {accepted
            ? m.accepted(document.fullNumber)
            : refused
              ? m.refused(document.fullNumber)
              : `${document.fullNumber}: ${OTHER_DOCUMENT_STATUS_LABELS[document.status]}`}
        </AlertTitle>
        {document.cdr ? `${document.cdr.code}: ${document.cdr.description}` : (document.lastError ?? '')}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <OtherStatusChip status={document.status} />
        <Button variant="contained" component={RouterLink} to={otherDetailPath(companyId, document.id)}>
          {m.viewIssued}
        </Button>
        <Button variant="outlined" onClick={onAnother}>
          {m.another}
        </Button>
      </Stack>
    </Stack>
  );
}

/** /app/comprobantes/retenciones/emitir */
export default function OtherIssuePage() {
  const { companies, companyId, agent, types, choose } = useOtherCompany();
  const issue = useIssueOtherDocument();
  const [key, setKey] = useState(newKey);
  const [formKey, setFormKey] = useState(0);
  const [issued, setIssued] = useState<OtherDocumentDetail | null>(null);
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <div>
        <Link component={RouterLink} to={companyId ? otherListPath(companyId) : ROUTE_PATHS.otherDocuments}>
          ← {messages.backToList}
        </Link>
      </div>
      <Typography variant="h4" component="h1">
        {m.title}
      </Typography>
      {(companies.isPending || (companyId !== '' && agent.isPending)) && (
        <Skeleton variant="rounded" height={320} />
      )}
      {(companies.isError || agent.isError) && <Alert severity="error">{messages.loadError}</Alert>}
      {companies.data && companies.data.length > 1 && !issued && (
        <Box sx={{ maxWidth: 480 }}>
          <CompanySelect companies={companies.data} value={companyId} onChange={choose} />
        </Box>
      )}
      {agent.data && types.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={agentSettingsPath(companyId)}>
              {messages.goToSettings}
            </Button>
          }
        >
          {messages.notAgent}
        </Alert>
      )}
      {issued && (
        <IssuedResult
          companyId={companyId}
          document={issued}
          onAnother={() => {
            setIssued(null);
            setKey(newKey());
            setFormKey((current) => current + 1);
          }}
        />
      )}
      {!issued && agent.data && types.length > 0 && (
        <OtherForm
          key={`${companyId}-${formKey}`}
          types={types}
          today={limaToday()}
          pending={issue.isPending}
          onIssue={async (input) => {
            setIssued(await issue.mutateAsync({ companyId, input, idempotencyKey: key }));
          }}
        />
      )}
    </Stack>
  );
}
