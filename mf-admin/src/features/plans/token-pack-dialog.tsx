import { solesDecimal, tokenPackInputSchema, type AdminTokenPack } from '@facturador/contracts';
import {
  decimalInput,
  FormDialog,
  FormTextField,
  numericInput,
  useContractForm,
  useServerSubmit,
} from '@facturador/forms';
import { FormSwitch } from '../../shared/forms/form-switch.tsx';
import { useSaveTokenPack } from './api/catalogue-mutations.ts';
import { plansMessages } from './messages.ts';

const messages = plansMessages.packForm;

/** Creates a token pack, or edits one; hiding it takes it off sale (past orders keep it). */
export function TokenPackDialog({ pack, onClose }: { pack: AdminTokenPack | null; onClose: () => void }) {
  const form = useContractForm(tokenPackInputSchema, {
    name: pack?.name ?? '',
    tokens: pack ? String(pack.tokens) : '',
    price: pack ? solesDecimal(pack.priceCents) : '',
    visible: pack?.visible ?? true,
    order: String(pack?.order ?? 0),
  });
  const save = useSaveTokenPack();
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync({ id: pack?.id ?? null, body });
    onClose();
  });
  return (
    <FormDialog
      id="token-pack-dialog"
      title={pack ? messages.editTitle(pack.name) : messages.createTitle}
      alert={alert}
      pending={save.isPending}
      submitLabel={plansMessages.form.save}
      cancelLabel={plansMessages.form.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="name" label={messages.name} fullWidth />
      <FormTextField form={form} name="tokens" label={messages.tokens} fullWidth slotProps={numericInput} />
      <FormTextField form={form} name="price" label={messages.price} fullWidth slotProps={decimalInput} />
      <FormTextField form={form} name="order" label={messages.order} slotProps={numericInput} />
      <FormSwitch form={form} name="visible" label={messages.visible} />
    </FormDialog>
  );
}
