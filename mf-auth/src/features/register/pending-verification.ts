/** Also read by the shell's inline starter (shell/src/prerender/start-on-intent.js): keep both in step. */
const KEY = 'facturador.pending-verification';

/**
 * The e-mail whose code is awaited, kept for this tab only, so a reload returns to the code step
 * instead of an empty sign-up form (issue 28). Never the password: after a reload the person
 * verifies and then signs in by hand (decision 0036).
 */
export const pendingVerification = {
  read(): string | null {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      // Storage refused (a private mode): the journey simply does not survive a reload.
      return null;
    }
  },
  save(email: string): void {
    try {
      sessionStorage.setItem(KEY, email);
    } catch {
      // As above: nothing to keep.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // As above.
    }
  },
};
