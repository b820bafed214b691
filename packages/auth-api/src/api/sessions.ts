import { authApi } from '../auth/auth-runtime.ts';
import type { Answer } from './users.ts';

const client = () => authApi().client;
const id = (value: string) => encodeURIComponent(value);

/** SPEC.md §7: the session calls (answers are the server's; ARCHITECTURE.md puts them in `data`). */
export const listSessions = () => client().request<Answer>({ method: 'GET', path: '/auth/sessions' });
export const getSession = (sessionId: string) =>
  client().request<Answer>({ method: 'GET', path: `/auth/sessions/${id(sessionId)}` });
export const renameSession = (sessionId: string, newName: string) =>
  client().request<Answer>({
    method: 'POST',
    path: `/auth/sessions/${id(sessionId)}/rename`,
    body: { newName },
  });
export const requestSecurityVerification = (action: string) =>
  client().request<Answer>({ method: 'POST', path: '/auth/security/request-verification', body: { action } });
export const logoutSessionSecure = (sessionId: string, verificationCode: string) =>
  client().request<Answer>({
    method: 'POST',
    path: `/auth/sessions/${id(sessionId)}/logout-secure`,
    body: { verificationCode },
  });
export const logoutSession = (sessionId: string) =>
  client().request<Answer>({ method: 'POST', path: `/auth/sessions/${id(sessionId)}/logout` });
export const logoutOtherSessions = () =>
  client().request<Answer>({ method: 'POST', path: '/auth/sessions/logout-others' });

/** The sign-in calls, through the configured runtime. */
export const login: ReturnType<typeof authApi>['login'] = (input) => authApi().login(input);
export const loginWithGoogle = (idToken: string) => authApi().loginWithGoogle(idToken);
export const logout = () => authApi().logout();
