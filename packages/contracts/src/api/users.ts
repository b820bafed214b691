import { z } from 'zod';
import { roleNameSchema } from '../roles.ts';
import {
  documentNumberIssue,
  emailSchema,
  fullNameSchema,
  identityDocumentTypeSchema,
  passwordSchema,
} from '../validation/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { serverProfileSchema } from './profile.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * PATCH /users/profile: what a user may change about themselves (never roles, status or e-mail).
 * The phone is checked here by shape only; `@facturador/contracts/phone` adds the check for
 * the chosen country, which needs libphonenumber's metadata that the sign-in pages must not load.
 * The document can change only while the account is not validated (the server refuses after).
 */
export const updateProfileRequestSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    firstName: optionalText(100),
    lastName: optionalText(100),
    photoURL: z.string().trim().max(2000).nullable().optional(),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^[0-9 ]{6,20}$/, 'Ingresa un teléfono válido')
      .nullable()
      .optional(),
    phoneCountryCode: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{1,4}$/, 'Ingresa un código de país válido')
      .nullable()
      .optional(),
    hasOnboarding: z.boolean().optional(),
    documentType: identityDocumentTypeSchema.optional(),
    documentNumber: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.documentType === undefined && value.documentNumber === undefined) return;
    if (value.documentType === undefined || value.documentNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: m.documentIncomplete });
      return;
    }
    const issue = documentNumberIssue(value.documentType, value.documentNumber);
    if (issue) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST /users/validate-account. DNI exactly 8 digits, CE 9 to 12 characters (SPEC.md §5). */
export const validateAccountRequestSchema = z
  .object({
    documentType: identityDocumentTypeSchema.default('DNI'),
    documentNumber: z.string({ error: m.dniLength }).trim(),
    firstName: z.string({ error: m.firstNameRequired }).trim().min(1, m.firstNameRequired).max(100),
    lastName: z.string({ error: m.lastNameRequired }).trim().min(1, m.lastNameRequired).max(100),
    companyName: z.string().trim().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    const issue = documentNumberIssue(value.documentType, value.documentNumber);
    if (issue) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
  });
export type ValidateAccountRequest = z.input<typeof validateAccountRequestSchema>;

export const userResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: serverProfileSchema,
});

/** The user as the administration calls answer it: the profile plus what only admins see. */
export const adminUserSchema = serverProfileSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** SPEC.md §3: the user list query. */
export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  role: roleNameSchema.optional(),
  isActive: booleanQuery.optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const listMetaSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

export const userListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminUserSchema),
  meta: listMetaSchema,
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const adminUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminUserSchema,
});

export const userIdParamsSchema = z.object({ id: z.string().trim().min(1) });

const systemRolesSchema = z.array(roleNameSchema).min(1, 'Selecciona al menos un rol');

export const adminCreateUserRequestSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalText(100),
  lastName: optionalText(100),
  phoneNumber: optionalText(20),
  phoneCountryCode: optionalText(5),
  roles: systemRolesSchema.default(['CUSTOMER_SYSTEM']),
  isActive: z.boolean().default(true),
  isVerifiedEmail: z.boolean().default(true),
});
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequestSchema>;

export const adminUpdateUserRequestSchema = z.object({
  fullName: fullNameSchema.optional(),
  email: emailSchema.optional(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  photoURL: z.string().trim().max(2000).nullable().optional(),
  phoneNumber: optionalText(20),
  phoneCountryCode: optionalText(5),
  isActive: z.boolean().optional(),
  isVerifiedEmail: z.boolean().optional(),
  isValidAccount: z.boolean().optional(),
  hasOnboarding: z.boolean().optional(),
});
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequestSchema>;

export const updateRolesRequestSchema = z.object({ roles: systemRolesSchema });
export type UpdateRolesRequest = z.input<typeof updateRolesRequestSchema>;

export const roleSchema = z.object({ id: z.number(), name: roleNameSchema, description: z.string() });
export const rolesResponseSchema = z.object({ success: z.literal(true), roles: z.array(roleSchema) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;
