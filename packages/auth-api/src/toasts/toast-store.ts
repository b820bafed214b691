import { createStore } from 'zustand/vanilla';
import { TOAST_DEFAULT_DURATION_MS } from '../constants.ts';
import { registerSharedInstance } from '../diagnostics.ts';

/** SPEC.md §3: a toast. */
export interface Toast {
  id: string;
  show: boolean;
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  message: string;
  duration: number;
}
export type NewToast = Omit<Toast, 'id' | 'show' | 'duration'> & { duration?: number };

export interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));
registerSharedInstance('toastStore', toastStore);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

export function removeToast(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** SPEC.md §4: added at the front, removed after its duration (default 5000 ms) or by hand. */
export function addToast(input: NewToast): string {
  sequence += 1;
  const id = `toast-${sequence}`;
  const toast: Toast = { ...input, id, show: true, duration: input.duration ?? TOAST_DEFAULT_DURATION_MS };
  toastStore.setState((state) => ({ toasts: [toast, ...state.toasts] }));
  timers.set(
    id,
    setTimeout(() => removeToast(id), toast.duration),
  );
  return id;
}

export function clearToasts(): void {
  for (const id of [...timers.keys()]) removeToast(id);
  toastStore.setState({ toasts: [] });
}
