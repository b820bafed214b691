import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useServerSubmit } from '@facturador/forms';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';

/** A catalogue's save mutation (create or update), as its `useSave…` hook gives it. */
interface SaveMutation<TBody> {
  mutateAsync: (body: TBody) => Promise<unknown>;
  isPending: boolean;
}

/**
 * What every catalogue dialog (Clientes, Productos, Vehículos, Conductores) hands its
 * FormDialog: the form sent with the entry's save, the dialog closed once it is saved, the
 * server's refusal shown in it, and the catalogues' own button labels.
 */
export function useCatalogueDialog<TFieldValues extends FieldValues, TContext, TBody>(
  form: UseFormReturn<TFieldValues, TContext, TBody>,
  save: SaveMutation<TBody>,
  onClose: () => void,
) {
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync(body);
    onClose();
  });
  return {
    alert,
    onSubmit,
    onClose,
    pending: save.isPending,
    submitLabel: cataloguesMessages.save,
    cancelLabel: cataloguesMessages.cancel,
  };
}
