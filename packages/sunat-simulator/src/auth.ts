import type { ResolvedOptions } from './options.ts';

export type AuthResult = { ok: true; ruc: string } | { ok: false; code: '0102' };

/**
 * WS-Security UsernameToken: the SOL user is RUC + user (greenter lite See.php). Known accounts
 * must match their password; with `registeredRucs`, any user of those RUCs is accepted (each
 * company of the server has its own SOL user); `acceptAnyUser` accepts any RUC.
 */
export function authenticate(
  username: string | undefined,
  password: string | undefined,
  options: ResolvedOptions,
): AuthResult {
  if (!username || password === undefined) return { ok: false, code: '0102' };
  const ruc = username.slice(0, 11);
  // SUNAT beta: any RUC followed by MODDATOS, password moddatos (20000000001MODDATOS in the docs).
  if (/^\d{11}MODDATOS$/.test(username))
    return password === 'moddatos' ? { ok: true, ruc } : { ok: false, code: '0102' };
  const known = options.accounts.get(username);
  if (known !== undefined) return known === password ? { ok: true, ruc } : { ok: false, code: '0102' };
  if (!/^\d{11}$/.test(ruc) || username.length <= 11) return { ok: false, code: '0102' };
  if (options.registeredRucs.has(ruc) || options.acceptAnyUser) return { ok: true, ruc };
  return { ok: false, code: '0102' };
}

/** 0154: the file's RUC must be the user's. */
export const rucMatches = (userRuc: string, fileRuc: string): boolean => userRuc === fileRuc;
