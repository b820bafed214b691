import type { ServerProfile } from '@facturador/contracts';
import type { ClientUser } from '../src/session/user.ts';
import { toClientUser } from '../src/session/user.ts';

export function serverProfile(overrides: Partial<ServerProfile> = {}): ServerProfile {
  return {
    publicId: 'usr_123',
    email: 'ana@facturador.test',
    fullName: 'Ana María Quispe',
    firstName: 'Ana María',
    lastName: 'Quispe',
    photoURL: 'https://cdn.test/ana.png',
    phoneNumber: '987654321',
    phoneCountryCode: '+51',
    number: '12345678',
    documentType: { id: 1, code: '1', description: 'DNI' },
    catIdentityDocumentTypesId: 1,
    UserSystemRoles: [{ role: { name: 'CUSTOMER_SYSTEM', description: 'Cliente' } }],
    isActive: true,
    isVerifiedEmail: true,
    isValidAccount: true,
    hasOnboarding: true,
    isOAuth: false,
    hasPassword: true,
    isDeleted: false,
    ...overrides,
  };
}

export function clientUser(overrides: Partial<ClientUser> = {}): ClientUser {
  return { ...toClientUser(serverProfile()), ...overrides };
}

/** A token shaped like a JWT whose payload is this object, base64url-encoded without padding. */
export function tokenWithPayload(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
