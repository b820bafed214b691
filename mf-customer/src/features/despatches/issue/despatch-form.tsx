import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  TRANSFER_REASONS,
  TRANSPORT_MODES,
  type DespatchDetail,
  type DespatchInput,
  type DespatchType,
} from '@facturador/contracts';
import { CATALOG_03, CATALOG_18, CATALOG_20 } from '@facturador/einvoice/calc';
import { decimalInput, FormTextField, numericInput, SubmitButton, useServerSubmit } from '@facturador/forms';
import { UbigeoField } from '../../../shared/ubigeo/ubigeo-field.tsx';
import { FormSelect } from '../../../shared/form-select.tsx';
import { useIssueDespatch } from '../api/despatch-queries.ts';
import { despatchPath } from '../list/despatches-page.tsx';
import { despatchesMessages } from '../messages.ts';
import { despatchResolver, type DespatchFormValues } from './despatch-draft.ts';
import { Pair } from './pair.tsx';
import { useTransportCatalogue, type TransportCatalogue } from './transport-catalogue.ts';
import { VehicleDriverFields } from './vehicle-driver-fields.tsx';

const m = despatchesMessages.form;

const IDENTITY_OPTIONS = [
  { value: '6', label: 'RUC' },
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
  { value: '0', label: 'Doc. no domiciliado sin RUC' },
];
const UNIT_OPTIONS = Object.entries(CATALOG_03).map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));

/** Top-level names the form shows a field for: their errors are under them. */
const FIELD_NAMES = new Set([
  'series',
  'issueDate',
  'startDate',
  'reasonCode',
  'transportMode',
  'grossWeight',
  'weightUnit',
  'observations',
  'mtcRegistration',
  'lines',
]);

type Form = ReturnType<typeof useForm<DespatchFormValues, unknown, DespatchInput>>;
// The shared fields take a form whose output is not pinned (FieldValues).
type AnyForm = Parameters<typeof FormTextField>[0]['form'];

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

function PartyFields({ form, name }: { form: Form; name: 'recipient' | 'shipper' }) {
  const f = form as unknown as AnyForm;
  return (
    <>
      <Pair>
        <FormSelect
          form={f}
          name={`${name}.documentType`}
          label={m.documentType}
          options={IDENTITY_OPTIONS}
        />
        <FormTextField
          form={f}
          name={`${name}.documentNumber`}
          label={m.documentNumber}
          autoComplete="off"
          slotProps={numericInput}
        />
      </Pair>
      <FormTextField form={f} name={`${name}.name`} label={m.name} autoComplete="off" />
    </>
  );
}

function PlaceFields({ form, name, title }: { form: Form; name: 'origin' | 'destination'; title: string }) {
  const f = form as unknown as AnyForm;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <UbigeoField form={f} name={`${name}.ubigeo`} />
        <FormTextField form={f} name={`${name}.address`} label={`${m.address} (${title.toLowerCase()})`} />
      </Stack>
    </Box>
  );
}

function M1Checkbox({ form }: { form: Form }) {
  const { field } = useController({ control: form.control, name: 'm1OrLVehicle' });
  return (
    <FormControlLabel
      control={
        <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
      }
      label={m.m1}
      sx={{ minHeight: 48 }}
    />
  );
}

function TransportFields({
  form,
  type,
  companyId,
  catalogue,
}: {
  form: Form;
  type: DespatchType;
  companyId: string;
  catalogue: TransportCatalogue;
}) {
  const f = form as unknown as AnyForm;
  const vehicleAndDriver = <VehicleDriverFields form={form} companyId={companyId} catalogue={catalogue} />;
  const [mode, m1] = useWatch({ control: form.control, name: ['transportMode', 'm1OrLVehicle'] });
  if (type === '31')
    return (
      <>
        <FormTextField form={f} name="mtcRegistration" label={m.mtc} parse={(text) => text.toUpperCase()} />
        {vehicleAndDriver}
      </>
    );
  if (mode === '01')
    return (
      <>
        <Pair>
          <FormTextField form={f} name="carrier.ruc" label={m.carrierRuc} slotProps={numericInput} />
          <FormTextField
            form={f}
            name="carrier.mtcRegistration"
            label={m.carrierMtc}
            parse={(text) => text.toUpperCase()}
          />
        </Pair>
        <FormTextField form={f} name="carrier.name" label={m.carrierName} />
      </>
    );
  return (
    <>
      <M1Checkbox form={form} />
      {!m1 && vehicleAndDriver}
    </>
  );
}

function GoodsFields({ form }: { form: Form }) {
  const f = form as unknown as AnyForm;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const error = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;
  return (
    <>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.fields.map((line, index) => (
          <Stack
            component="li"
            key={line.id}
            spacing={2}
            sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField
                form={f}
                name={`lines.${index}.description`}
                label={m.goodDescription}
                fullWidth
              />
              {lines.fields.length > 1 && (
                <IconButton
                  aria-label={m.removeLine(index + 1)}
                  onClick={() => lines.remove(index)}
                  sx={{ width: 48, height: 48 }}
                >
                  <span aria-hidden="true">✕</span>
                </IconButton>
              )}
            </Stack>
            <Pair>
              <FormTextField
                form={f}
                name={`lines.${index}.quantity`}
                label={m.quantity}
                slotProps={decimalInput}
              />
              <FormSelect form={f} name={`lines.${index}.unitCode`} label={m.unit} options={UNIT_OPTIONS} />
            </Pair>
          </Stack>
        ))}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        variant="outlined"
        size="large"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => lines.append({ description: '', quantity: '1', unitCode: 'NIU' })}
      >
        {m.addLine}
      </Button>
      <Pair>
        <FormTextField form={f} name="grossWeight" label={m.weight} slotProps={decimalInput} />
        <FormSelect
          form={f}
          name="weightUnit"
          label={m.weightUnit}
          options={[
            { value: 'KGM', label: 'Kilogramos (KGM)' },
            { value: 'TNE', label: 'Toneladas (TNE)' },
          ]}
        />
      </Pair>
    </>
  );
}

/**
 * Emitir guía (09 or 31), phone-first: one column of big fields, sections the chosen type and
 * modalidad use. The contract's schema judges it in the browser as the server will (its
 * Spanish texts under each field); what SUNAT's rules refuse comes back from the server (422)
 * under the fields it names. Issued, the guía's page follows its ticket.
 */
export function DespatchForm({
  companyId,
  defaults,
  seriesOptions,
  relatedLabel,
}: {
  companyId: string;
  defaults: DespatchFormValues;
  seriesOptions: string[];
  relatedLabel?: string;
}) {
  const navigate = useNavigate();
  const form = useForm<DespatchFormValues, unknown, DespatchInput>({
    resolver: despatchResolver(),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const f = form as unknown as AnyForm;
  const type = defaults.documentType;
  const mode = useWatch({ control: form.control, name: 'transportMode' });
  const issue = useIssueDespatch(companyId);
  const catalogue = useTransportCatalogue(form, companyId);
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    const despatch: DespatchDetail = await issue.mutateAsync(body);
    catalogue.saveNew(body);
    await navigate(despatchPath(companyId, despatch.id));
  });
  const invalid = Object.keys(form.formState.errors).length > 0;
  // SUNAT's rules may refuse a whole part (vehicle, drivers, carrier…): no field shows it, the alert does.
  const partErrors = Object.entries(form.formState.errors)
    .filter(([name, error]) => !FIELD_NAMES.has(name) && typeof error?.message === 'string')
    .map(([, error]) => error!.message as string);
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={type === '09' ? m.title09 : m.title31}
    >
      {relatedLabel && <Alert severity="info">{m.fromDocument(relatedLabel)}</Alert>}
      <Part id="despatch-data" title={despatchesMessages.detail.data}>
        <Pair>
          <FormSelect
            form={f}
            name="series"
            label={m.series}
            options={seriesOptions.map((series) => ({ value: series, label: series }))}
          />
          <FormTextField
            form={f}
            name="issueDate"
            label={m.issueDate}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Pair>
        {type === '09' && (
          <Pair>
            <FormSelect
              form={f}
              name="reasonCode"
              label={m.reason}
              options={TRANSFER_REASONS.map((code) => ({ value: code, label: CATALOG_20[code] ?? code }))}
            />
            <FormSelect
              form={f}
              name="transportMode"
              label={m.mode}
              options={TRANSPORT_MODES.map((code) => ({ value: code, label: CATALOG_18[code] ?? code }))}
            />
          </Pair>
        )}
        <FormTextField
          form={f}
          name="startDate"
          label={type === '09' && mode === '01' ? m.startDate09Public : m.startDate}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Part>
      {type === '31' && (
        <Part id="despatch-shipper" title={m.shipper}>
          <PartyFields form={form} name="shipper" />
        </Part>
      )}
      <Part id="despatch-recipient" title={m.recipient}>
        <PartyFields form={form} name="recipient" />
      </Part>
      <Part id="despatch-places" title={`${m.origin} y ${m.destination.toLowerCase()}`}>
        <PlaceFields form={form} name="origin" title={m.origin} />
        <PlaceFields form={form} name="destination" title={m.destination} />
      </Part>
      <Part id="despatch-transport" title={m.transport}>
        <TransportFields form={form} type={type} companyId={companyId} catalogue={catalogue} />
      </Part>
      <Part id="despatch-goods" title={m.goods}>
        <GoodsFields form={form} />
        <FormTextField form={f} name="observations" label={m.observations} />
      </Part>
      {alert && <Alert severity="error">{alert}</Alert>}
      {invalid && !alert && (
        <Alert severity="error">
          {partErrors.length > 0 ? partErrors.map((text) => <div key={text}>{text}</div>) : m.errors}
        </Alert>
      )}
      <SubmitButton
        size="large"
        disabled={issue.isPending}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' }, minHeight: 48 }}
      >
        {issue.isPending ? m.submitting : m.submit}
      </SubmitButton>
    </Stack>
  );
}
