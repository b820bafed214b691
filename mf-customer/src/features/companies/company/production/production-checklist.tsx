import {
  Alert,
  AlertTitle,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useController } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { StateBadge } from '@facturador/account-forms';
import {
  BADGE_TONES,
  LIMA_TIME_ZONE,
  productionMessages as m,
  productionProblemText,
  productionSwitchRequestSchema,
  ROUTE_PATHS,
  type Company,
  type ProductionCheck,
} from '@facturador/contracts';
import { SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { useSwitchToProduction } from '../../api/company-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';
import { SolConnectionTest } from '../invoicing/sol-test/sol-connection-test.tsx';
import type { CompanyPermissions } from '../../../../shared/company-permissions.ts';

const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: LIMA_TIME_ZONE });

/** Where a failing check is fixed, with the tab's name; null for the RUC's standing (SUNAT's). */
function fixOf(check: ProductionCheck, companyId: string): { to: string; label: string } | null {
  const base = `${ROUTE_PATHS.companies}/${companyId}`;
  const tabs = companiesMessages.page.tabs;
  if (check.kind === 'ruc') return null;
  if (check.kind === 'series') return { to: `${base}/series`, label: `${m.fix}: ${tabs.series}` };
  return { to: `${base}/facturacion`, label: `${m.fix}: ${tabs.facturacion}` };
}

/**
 * /app/mis-empresas/:id/produccion (issue 40 item 5): what Facturador verifies before a company
 * issues with tax value, each check with why it fails and where it is fixed («Probar conexión»
 * right here), the warning that test documents stay tests, and the switch, which only the
 * server decides: it computes the same checks again.
 */
export function ProductionChecklist({
  company,
  permissions,
}: {
  company: Company;
  permissions: CompanyPermissions;
}) {
  const name = company.tradeName ?? company.businessName;
  const back = (
    <Button component={Link} to={`${ROUTE_PATHS.companies}/${company.publicId}`} size="small">
      {m.backToCompany}
    </Button>
  );
  if (company.environment === 'production')
    return (
      <Section id="production-title" title={m.title} action={back}>
        <Alert severity="success">
          {company.production.since
            ? m.inProductionSince(name, date.format(new Date(company.production.since)))
            : m.inProduction(name)}
        </Alert>
      </Section>
    );
  return (
    <Section id="production-title" title={m.title} action={back}>
      <Stack spacing={2}>
        <Typography variant="body2">{m.intro}</Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {company.production.checks.map((check) => (
            <CheckItem key={check.kind} check={check} company={company} canEdit={permissions.canEdit} />
          ))}
        </Stack>
        <Alert severity="warning">
          <AlertTitle>{m.warningTitle}</AlertTitle>
          {m.warning}
        </Alert>
        {permissions.canEdit ? (
          <SwitchForm company={company} />
        ) : (
          <Alert severity="info">{companiesMessages.page.readOnly}</Alert>
        )}
      </Stack>
    </Section>
  );
}

function CheckItem({
  check,
  company,
  canEdit,
}: {
  check: ProductionCheck;
  company: Company;
  canEdit: boolean;
}) {
  const titleId = `production-check-${check.kind}`;
  const problem = productionProblemText(check);
  const fix = canEdit ? fixOf(check, company.publicId) : null;
  // «Probar conexión» belongs where the SOL check is, once there are credentials to try.
  const canTest = canEdit && check.kind === 'sol' && check.problem !== 'missing';
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {m.checkTitle(check)}
          </Typography>
          {/* The suite's state tones: MUI's warning colour on white fails AA contrast (axe). */}
          <StateBadge
            label={check.ok ? m.ok : m.pending}
            colors={check.ok ? BADGE_TONES.good : BADGE_TONES.pending}
          />
        </Stack>
        {problem && <Typography variant="body2">{problem}</Typography>}
        {canTest && <SolConnectionTest company={company} />}
        {!check.ok && fix && !canTest && (
          <Stack direction="row">
            <Button component={Link} to={fix.to} size="small" variant="outlined">
              {fix.label}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function SwitchForm({ company }: { company: Company }) {
  const form = useContractForm(productionSwitchRequestSchema, {});
  const acknowledged = useController({ control: form.control, name: 'acknowledgeTestDocuments' });
  const save = useSwitchToProduction(company.publicId);
  const { alert, onSubmit } = useServerSubmit(form, (body) => save.mutateAsync(body));
  const { ready } = company.production;
  const error = acknowledged.fieldState.error?.message;
  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit}>
      {alert && <Alert severity="error">{alert}</Alert>}
      <div>
        <FormControlLabel
          control={
            <Checkbox
              checked={acknowledged.field.value === true}
              onChange={(event) => acknowledged.field.onChange(event.target.checked || undefined)}
              slotProps={{
                input: { 'aria-describedby': error ? 'production-acknowledge-error' : undefined },
              }}
            />
          }
          label={m.acknowledge}
          disabled={!ready}
        />
        {error && (
          <FormHelperText id="production-acknowledge-error" error>
            {error}
          </FormHelperText>
        )}
      </div>
      {!ready && (
        <Typography id="production-not-ready" variant="body2" color="text.secondary">
          {m.notReady}
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <SubmitButton
          disabled={!ready || save.isPending}
          aria-describedby={ready ? undefined : 'production-not-ready'}
        >
          {m.action}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
