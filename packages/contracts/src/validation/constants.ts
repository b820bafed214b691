/** SPEC.md §9: password minimum. */
export const PASSWORD_MIN_LENGTH = 6;
/** SPEC.md §5: DNI exactly 8 digits; CE 9 to 12 characters. */
export const DNI_LENGTH = 8;
export const CE_MIN_LENGTH = 9;
export const CE_MAX_LENGTH = 12;
/** E-mail verification codes have 6 digits. */
export const EMAIL_CODE_LENGTH = 6;
/** SUNAT catalogue 06 descriptions of the two documents an account is validated with. */
export const IDENTITY_DOCUMENT_TYPES = ['DNI', 'CE'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];
