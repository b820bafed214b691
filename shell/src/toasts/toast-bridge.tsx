import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { removeToast, toastStore, type Toast } from '@facturador/auth-api';

/**
 * A toast as one line: "Título: mensaje", or the message alone when it already says the title
 * ("Email verificado exitosamente" under "Email verificado"), so nothing is read twice.
 */
export function toastText({ title, message }: Pick<Toast, 'title' | 'message'>): string {
  if (!message) return title;
  return message.toLocaleLowerCase('es').startsWith(title.toLocaleLowerCase('es'))
    ? message
    : `${title}: ${message}`;
}

/**
 * Shows the shared toast model (SPEC.md §3) with notistack at the top right. The store
 * decides when a toast ends; this only mirrors it on screen.
 */
export function ToastBridge() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const sync = (toasts: Toast[]) => {
      const ids = new Set(toasts.map((toast) => toast.id));
      for (const toast of toasts) {
        if (shown.current.has(toast.id)) continue;
        shown.current.add(toast.id);
        enqueueSnackbar(toastText(toast), {
          key: toast.id,
          variant: toast.type,
          persist: true,
          onClose: () => removeToast(toast.id),
        });
      }
      for (const id of shown.current) {
        if (!ids.has(id)) {
          shown.current.delete(id);
          closeSnackbar(id);
        }
      }
    };
    sync(toastStore.getState().toasts);
    return toastStore.subscribe((state) => sync(state.toasts));
  }, [enqueueSnackbar, closeSnackbar]);

  return null;
}
