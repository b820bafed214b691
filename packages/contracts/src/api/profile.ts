import { z } from 'zod';
import { roleNameSchema } from '../roles.ts';

/** SPEC.md §3: the user as the server sends it on the profile call. */
export const serverProfileSchema = z.object({
  publicId: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  photoURL: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneCountryCode: z.string().nullable(),
  /** The identity document number. */
  number: z.string().nullable(),
  documentType: z.object({ id: z.number(), code: z.string(), description: z.string() }),
  catIdentityDocumentTypesId: z.number(),
  /** Each role by its name (what code compares) and its Spanish label (what people read). */
  UserSystemRoles: z.array(z.object({ role: z.object({ name: roleNameSchema, description: z.string() }) })),
  isActive: z.boolean(),
  isVerifiedEmail: z.boolean(),
  isValidAccount: z.boolean(),
  hasOnboarding: z.boolean(),
  isOAuth: z.boolean(),
  /** Not in SPEC.md: whether the account has a password (an account created with Google may not). */
  hasPassword: z.boolean(),
  /** Always false on the user's own calls (a deleted account cannot sign in); set for administrators. */
  isDeleted: z.boolean(),
});
export type ServerProfile = z.infer<typeof serverProfileSchema>;
