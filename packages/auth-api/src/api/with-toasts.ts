import { isApiError } from '../http/api-error.ts';
import { toastTitles } from '../messages.ts';
import { addToast } from '../toasts/toast-store.ts';

export interface CallOptions {
  /** SPEC.md §8: updates can be silent (no toast either way). */
  silent?: boolean;
}

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * SPEC.md §8: a call's toasts — the success title with the server's message or the default,
 * or 'Error' with the server's message or the default — then the error is rethrown.
 */
export async function withToasts<T>(
  call: () => Promise<T>,
  texts: { success?: { title: string; message: string }; error: string },
  options: CallOptions = {},
): Promise<T> {
  try {
    const body = await call();
    if (texts.success && !options.silent) {
      addToast({
        type: 'success',
        title: texts.success.title,
        message: messageOf(body) ?? texts.success.message,
      });
    }
    return body;
  } catch (error) {
    if (!options.silent) {
      const message = (isApiError(error) && error.serverMessage) || texts.error;
      addToast({ type: 'error', title: toastTitles.error, message });
    }
    throw error;
  }
}
