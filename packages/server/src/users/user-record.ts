import { ROLES, type AdminUser, type RoleName, type ServerProfile } from '@facturador/contracts';

/** A user row with its document type and role names, as `USER_SELECT` reads it. */
export interface UserRecord {
  id: string;
  public_id: string;
  email: string;
  password_hash: string | null;
  full_name: string;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
  phone_number: string | null;
  phone_country_code: string | null;
  document_number: string | null;
  identity_document_type_id: number;
  document_code: string;
  document_description: string;
  is_active: boolean;
  is_deleted: boolean;
  is_verified_email: boolean;
  is_valid_account: boolean;
  has_onboarding: boolean;
  is_oauth: boolean;
  google_subject: string | null;
  created_at: Date;
  updated_at: Date;
  last_access_at: Date | null;
  roles: RoleName[] | null;
}

/** Every column of `UserRecord`, read from `users u` joined to `identity_document_types d`. */
export const USER_COLUMNS = /* sql */ `
  u.id, u.public_id, u.email, u.password_hash, u.full_name, u.first_name, u.last_name,
  u.photo_url, u.phone_number, u.phone_country_code, u.document_number,
  u.identity_document_type_id, d.code AS document_code, d.description AS document_description,
  u.is_active, u.is_deleted, u.is_verified_email, u.is_valid_account, u.has_onboarding,
  u.is_oauth, u.google_subject, u.created_at, u.updated_at, u.last_access_at,
  (SELECT json_agg(r.name ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = u.id) AS roles`;

/** The join `USER_COLUMNS` reads from. */
export const USER_SOURCE = /* sql */ `users u JOIN identity_document_types d ON d.id = u.identity_document_type_id`;

/** Every column of `UserRecord`; append a WHERE clause naming `u`. */
export const USER_SELECT = /* sql */ `SELECT ${USER_COLUMNS} FROM ${USER_SOURCE}`;

export function hasRole(user: Pick<UserRecord, 'roles'>, role: RoleName): boolean {
  return (user.roles ?? []).includes(role);
}

/** SPEC.md §3: the profile fields, exactly. */
export function toProfile(user: UserRecord): ServerProfile {
  return {
    publicId: user.public_id,
    email: user.email,
    fullName: user.full_name,
    firstName: user.first_name,
    lastName: user.last_name,
    photoURL: user.photo_url,
    phoneNumber: user.phone_number,
    phoneCountryCode: user.phone_country_code,
    number: user.document_number,
    documentType: {
      id: Number(user.identity_document_type_id),
      code: user.document_code,
      description: user.document_description,
    },
    catIdentityDocumentTypesId: Number(user.identity_document_type_id),
    UserSystemRoles: (user.roles ?? []).map((name) => ({ role: { name, description: ROLES[name].label } })),
    isActive: user.is_active,
    isVerifiedEmail: user.is_verified_email,
    isValidAccount: user.is_valid_account,
    hasOnboarding: user.has_onboarding,
    isOAuth: user.is_oauth,
    hasPassword: user.password_hash !== null,
    isDeleted: user.is_deleted,
  };
}

export function toAdminUser(user: UserRecord): AdminUser {
  return {
    ...toProfile(user),
    createdAt: new Date(user.created_at).toISOString(),
    updatedAt: new Date(user.updated_at).toISOString(),
    lastAccessAt: user.last_access_at ? new Date(user.last_access_at).toISOString() : null,
  };
}
