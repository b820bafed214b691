import { endpoints, ROUTE_PATHS } from '@facturador/contracts';
import { performAuthOutcome } from '../session/auth-outcome.ts';
import { sessionDeps } from '../session/session-deps.ts';

/** SPEC.md §4: out of the API and of local data; other tabs follow. */
export async function logout(): Promise<void> {
  const { client, tokenSync } = sessionDeps();
  try {
    await client.call(endpoints.logout);
  } catch (error) {
    // The local session ends whatever the server said: the user asked to leave.
    console.warn('Cierre de sesión en el servidor fallido', error);
  }
  await tokenSync.remove();
  performAuthOutcome({ kind: 'sign-out', reason: null, redirectTo: ROUTE_PATHS.login, tellOtherTabs: true });
}
