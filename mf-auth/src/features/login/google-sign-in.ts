import { getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  setPersistence,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { RuntimeConfig } from '@facturador/contracts';

/** Loaded only when "Continuar con Google" is pressed: firebase stays out of every other page. */
export type Identity = NonNullable<RuntimeConfig['identity']>;

const APP_NAME = 'facturador';

function authFor(identity: Identity): Auth {
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp(
      {
        apiKey: identity.apiKey,
        authDomain: identity.authDomain,
        projectId: identity.projectId,
        ...(identity.appId ? { appId: identity.appId } : {}),
      },
      APP_NAME,
    );
  const auth = getAuth(app);
  if (identity.emulatorUrl && !auth.emulatorConfig)
    connectAuthEmulator(auth, identity.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** SPEC.md §7: popup, account selection forced, scopes email and profile, local persistence. */
export async function signInWithGoogle(identity: Identity): Promise<string> {
  const auth = authFor(identity);
  await setPersistence(auth, browserLocalPersistence);
  const provider = new GoogleAuthProvider();
  provider.addScope('email');
  provider.addScope('profile');
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider);
  return credential.user.getIdToken();
}

/** Ends the identity provider's session (docs/decisions/0012-google-sign-in-session.md). */
export async function signOutOfGoogle(identity: Identity): Promise<void> {
  await signOut(authFor(identity));
}

/** The Firebase error code of a failure, if it is one. */
export function firebaseCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
