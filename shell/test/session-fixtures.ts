import { sessionStore, type ClientUser } from '@facturador/auth-api';

export function clientUser(overrides: Partial<ClientUser> = {}): ClientUser {
  return {
    id: 'user-1',
    email: 'rosa.mamani@correo.pe',
    fullName: 'Rosa Mamani Quispe',
    firstName: 'Rosa',
    lastName: 'Mamani Quispe',
    avatar: null,
    phone: null,
    phoneCountryCode: null,
    documentNumber: '45678912',
    documentType: 'DNI',
    catIdentityDocumentTypesId: 1,
    roles: ['CUSTOMER_SYSTEM'],
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

/** Puts a signed-in user into the shared session store, as the auth runtime would. */
export function signInAs(overrides: Partial<ClientUser> = {}): ClientUser {
  const user = clientUser(overrides);
  sessionStore.setState({ status: 'authenticated', user, lastCheckedAt: Date.now(), error: null });
  return user;
}
