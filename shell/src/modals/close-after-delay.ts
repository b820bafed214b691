import { MODAL_CLOSE_DELAY_MIN_MS } from '@facturador/auth-api';

/** SPEC.md §9: modals close 100-200 ms after success, so the success state is seen. */
export function closeAfterDelay(close: () => void): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      close();
      resolve();
    }, MODAL_CLOSE_DELAY_MIN_MS),
  );
}
