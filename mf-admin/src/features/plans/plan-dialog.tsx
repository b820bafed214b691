import { Stack } from '@mui/material';
import { planInputSchema, solesDecimal, type AdminPlan } from '@facturador/contracts';
import {
  decimalInput,
  FormDialog,
  FormTextField,
  numericInput,
  useContractForm,
  useServerSubmit,
} from '@facturador/forms';
import { FormSwitch } from '../../shared/forms/form-switch.tsx';
import { useSavePlan } from './api/catalogue-mutations.ts';
import { plansMessages } from './messages.ts';

const messages = plansMessages.form;

/** The form's text for a plan: prices in soles with two decimals, one feature per line. */
const formValues = (plan: AdminPlan | null) => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  monthlyPrice: plan ? solesDecimal(plan.monthlyPriceCents) : '',
  monthlyTokens: plan?.monthlyTokens === null || !plan ? '' : String(plan.monthlyTokens),
  maxCompanies: String(plan?.limits.companies ?? 1),
  maxEstablishments: String(plan?.limits.establishments ?? 1),
  maxUsers: String(plan?.limits.usersPerCompany ?? 1),
  features: plan?.features.join('\n') ?? '',
  visible: plan?.visible ?? true,
  order: String(plan?.order ?? 0),
  highlighted: plan?.highlighted ?? false,
  isDefault: plan?.isDefault ?? false,
});

/** Creates a plan, or edits one (`plan`); the server's refusals land under their fields. */
export function PlanDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const form = useContractForm(planInputSchema, formValues(plan));
  const save = useSavePlan();
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync({ id: plan?.id ?? null, body });
    onClose();
  });
  return (
    <FormDialog
      id="plan-dialog"
      title={plan ? messages.editTitle(plan.name) : messages.createTitle}
      alert={alert}
      pending={save.isPending}
      submitLabel={messages.save}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField form={form} name="name" label={messages.name} fullWidth />
      <FormTextField
        form={form}
        name="description"
        label={messages.description}
        fullWidth
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name="monthlyPrice"
          label={messages.price}
          fullWidth
          slotProps={decimalInput}
        />
        <FormTextField
          form={form}
          name="monthlyTokens"
          label={messages.tokens}
          helperText={messages.tokensHint}
          fullWidth
          slotProps={numericInput}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name="maxCompanies"
          label={messages.companies}
          fullWidth
          slotProps={numericInput}
        />
        <FormTextField
          form={form}
          name="maxEstablishments"
          label={messages.establishments}
          fullWidth
          slotProps={numericInput}
        />
        <FormTextField
          form={form}
          name="maxUsers"
          label={messages.users}
          fullWidth
          slotProps={numericInput}
        />
      </Stack>
      <FormTextField
        form={form}
        name="features"
        label={messages.features}
        helperText={messages.featuresHint}
        fullWidth
        multiline
        minRows={3}
      />
      <FormTextField
        form={form}
        name="order"
        label={messages.order}
        helperText={messages.orderHint}
        slotProps={numericInput}
      />
      <FormSwitch form={form} name="visible" label={messages.visible} />
      <FormSwitch form={form} name="highlighted" label={messages.highlighted} />
      <FormSwitch
        form={form}
        name="isDefault"
        label={messages.isDefault}
        helperText={messages.isDefaultHint}
      />
    </FormDialog>
  );
}
