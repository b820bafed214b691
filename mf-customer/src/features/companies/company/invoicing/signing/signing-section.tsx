import {
  Alert,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import {
  companySigningRequestSchema,
  SIGNING_MODES,
  type Company,
  type SigningMode,
} from '@facturador/contracts';
import { SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { useSaveSigning } from '../../../api/company-mutations.ts';
import { signingQueryOptions } from '../../../api/company-queries.ts';
import { Section } from '../../../shared/section.tsx';
import { CertificateSection } from '../certificate-section.tsx';
import { signingMessages as m } from './signing-messages.ts';

const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long' });

/**
 * «Firma» (issue 40): «Facturador firma por ti», Facturador signing as the company's PSE (with
 * the steps to designate it in SUNAT Operaciones en Línea and the company's confirmation), or
 * «Uso mi propio certificado», which shows the certificate upload (CertificateSection) below as
 * soon as it is chosen.
 */
export function SigningSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  // Keyed by what was saved: a save (here or in another tab) refills the form.
  const saved = `${company.signing.mode}:${company.signing.pseDesignationConfirmedAt ?? ''}`;
  // The choice being made, before it is saved; forgotten once something else is saved.
  const [chosen, setChosen] = useState<{ over: string; mode: SigningMode } | null>(null);
  const mode = chosen?.over === saved ? chosen.mode : company.signing.mode;
  return (
    <>
      <Section id="signing-title" title={m.title}>
        <SigningForm
          key={saved}
          company={company}
          readOnly={readOnly}
          onChoose={(choice) => setChosen({ over: saved, mode: choice })}
        />
      </Section>
      {mode === 'own' && <CertificateSection company={company} readOnly={readOnly} />}
    </>
  );
}

function SigningForm({
  company,
  readOnly,
  onChoose,
}: {
  company: Company;
  readOnly: boolean;
  onChoose: (mode: SigningMode) => void;
}) {
  const form = useContractForm(companySigningRequestSchema, {
    mode: company.signing.mode,
    pseDesignationConfirmed: company.signing.pseDesignationConfirmedAt !== null,
  });
  const save = useSaveSigning(company.publicId);
  const mode = useController({ control: form.control, name: 'mode' }).field;
  const confirmed = useController({ control: form.control, name: 'pseDesignationConfirmed' }).field;
  const { alert, onSubmit } = useServerSubmit(form, (body) =>
    // The confirmation is sent only with Facturador's signature; choosing one's own keeps it.
    save.mutateAsync(body.mode === 'pse' ? body : { mode: body.mode }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      {alert && <Alert severity="error">{alert}</Alert>}
      <Typography variant="body2">{m.intro}</Typography>
      <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography variant="subtitle2" component="legend" sx={{ mb: 0.5 }}>
          {m.legend}
        </Typography>
        <RadioGroup
          value={mode.value}
          onChange={(event) => {
            mode.onChange(event.target.value);
            onChoose(event.target.value as SigningMode);
          }}
        >
          {SIGNING_MODES.map((value) => (
            <Stack key={value} sx={{ mb: 1 }}>
              <FormControlLabel
                value={value}
                control={<Radio slotProps={{ input: { 'aria-describedby': `signing-${value}-help` } }} />}
                label={m.modes[value]}
                disabled={readOnly}
              />
              <Typography id={`signing-${value}-help`} variant="body2" color="text.secondary" sx={{ pl: 4 }}>
                {m.modeHelp[value]}
              </Typography>
            </Stack>
          ))}
        </RadioGroup>
      </Stack>
      {mode.value === 'pse' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {m.designationTitle}
            </Typography>
            <Designation company={company} />
            <FormControlLabel
              control={
                <Checkbox
                  checked={confirmed.value ?? false}
                  onChange={(event) => confirmed.onChange(event.target.checked)}
                />
              }
              label={m.confirm}
              disabled={readOnly}
            />
            {company.signing.pseDesignationConfirmedAt && (
              <Typography variant="body2" color="text.secondary">
                {m.confirmedAt(date.format(new Date(company.signing.pseDesignationConfirmedAt)))}
              </Typography>
            )}
          </Stack>
        </Paper>
      )}
      {!readOnly && form.formState.isDirty && <Alert severity="info">{m.unsaved}</Alert>}
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton disabled={save.isPending}>{m.save}</SubmitButton>
        </Stack>
      )}
    </Stack>
  );
}

/** Where to designate Facturador in SUNAT, with the RUC to give there (GET …/signing). */
function Designation({ company }: { company: Company }) {
  const signing = useQuery(signingQueryOptions(company.publicId));
  if (signing.isError) return <Alert severity="error">{m.loadError}</Alert>;
  if (!signing.data) return <CircularProgress size={24} aria-label={m.designationTitle} />;
  const { provider } = signing.data;
  if (!provider) return <Alert severity="warning">{m.providerMissing}</Alert>;
  return (
    <>
      <Typography variant="body2">
        {company.environment === 'production' ? m.designationProduction : m.designationBeta}
      </Typography>
      <Typography component="ol" variant="body2" sx={{ pl: 3, my: 0 }}>
        <li>{m.steps.signIn}</li>
        <li>
          <strong>{m.steps.menu}</strong>
        </li>
        <li>{m.steps.provider(provider.ruc, provider.businessName)}</li>
      </Typography>
    </>
  );
}
