import axios from 'axios';

/**
 * SPEC.md §7 "Other": when config.json names an auth-sync URL, a new access token is
 * POSTed there with the bearer token, and logout sends a DELETE without it. Best effort:
 * a failure is logged and never blocks sign-in or sign-out.
 */
export function createTokenSync(url: string | null | undefined) {
  const quietly = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      console.warn('Sincronización del token fallida', error);
    }
  };
  return {
    push(accessToken: string): Promise<void> {
      if (!url) return Promise.resolve();
      return quietly(() =>
        axios.post(url, {}, { withCredentials: true, headers: { Authorization: `Bearer ${accessToken}` } }),
      );
    },
    remove(): Promise<void> {
      if (!url) return Promise.resolve();
      return quietly(() => axios.delete(url, { withCredentials: true }));
    },
  };
}
export type TokenSync = ReturnType<typeof createTokenSync>;
