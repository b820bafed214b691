import type { ServerProfile } from '@facturador/contracts';

/** SPEC.md §3: the user as the client holds it. */
export interface ClientUser {
  id: string;
  email: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  documentNumber: string | null;
  documentType: string;
  catIdentityDocumentTypesId: number;
  roles: string[];
  isActive: boolean;
  isVerifiedEmail: boolean;
  isValidAccount: boolean;
  hasOnboarding: boolean;
  isOAuth: boolean;
  hasPassword: boolean;
  isDeleted: boolean;
}

/** SPEC.md §3: document type defaults to DNI. */
export const DEFAULT_DOCUMENT_TYPE = 'DNI';

export function toClientUser(profile: ServerProfile): ClientUser {
  return {
    id: profile.publicId,
    email: profile.email,
    fullName: profile.fullName,
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatar: profile.photoURL,
    phone: profile.phoneNumber,
    phoneCountryCode: profile.phoneCountryCode,
    documentNumber: profile.number,
    documentType: profile.documentType?.description || DEFAULT_DOCUMENT_TYPE,
    catIdentityDocumentTypesId: profile.catIdentityDocumentTypesId,
    roles: profile.UserSystemRoles.map((entry) => entry.role.name),
    isActive: profile.isActive,
    isVerifiedEmail: profile.isVerifiedEmail,
    isValidAccount: profile.isValidAccount,
    hasOnboarding: profile.hasOnboarding,
    isOAuth: profile.isOAuth,
    hasPassword: profile.hasPassword,
    isDeleted: profile.isDeleted,
  };
}

const MAX_INITIALS = 2;
const DEFAULT_INITIALS = 'U';

/** SPEC.md §3: first letter of each word of fullName, uppercased, at most 2, default U. */
export function userInitials(fullName: string | null | undefined): string {
  const letters = (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, MAX_INITIALS)
    .join('');
  return letters || DEFAULT_INITIALS;
}
