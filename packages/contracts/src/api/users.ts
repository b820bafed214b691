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
import { subscriptionStateSchema } from './billing.ts';
import { adminListQuerySchema, listResponseSchema } from './lists.ts';
import { serverProfileSchema } from './profile.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * PATCH /users/profile: what a user may change about themselves (never roles, status or e-mail).
 * The phone is checked here by shape only; `@facturador/contracts/phone` adds the check for
 * the chosen country, which needs libphonenumber's metadata that the sign-in pages must not load.
 * The document can change only while the account is not validated (the server refuses after).
 */
export const updateProfileRequestSchema = z
  .strictObject({
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
  .strictObject({
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
  /** When the user last signed in or refreshed a session; null when never. */
  lastAccessAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The columns the users grid sorts by on the server. */
export const USER_SORT_FIELDS = ['createdAt', 'fullName', 'email', 'lastAccessAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/**
 * SPEC.md §3: the user list query (page, limit, search, role, isActive), plus the grid's sort
 * and `isDeleted`: deleted accounts are listed only when asked, to be restored.
 */
export const userListQuerySchema = adminListQuerySchema(USER_SORT_FIELDS, { sort: 'createdAt' }).extend({
  role: roleNameSchema.optional(),
  isActive: booleanQuery.optional(),
  isDeleted: booleanQuery.optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListResponseSchema = listResponseSchema(adminUserSchema);
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const adminUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminUserSchema,
});

export const userIdParamsSchema = z.object({ id: z.string().trim().min(1) });

const systemRolesSchema = z.array(roleNameSchema).min(1, 'Selecciona al menos un rol');

/**
 * Without a password the new user gets an e-mail with a link to choose one (the usual way);
 * with one, they can sign in with it at once.
 */
export const adminCreateUserRequestSchema = z.strictObject({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema.optional(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phoneNumber: optionalText(20),
  phoneCountryCode: optionalText(5),
  roles: systemRolesSchema.default(['CUSTOMER_SYSTEM']),
  isActive: z.boolean().default(true),
  isVerifiedEmail: z.boolean().default(true),
});
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequestSchema>;

export const adminUpdateUserRequestSchema = z.strictObject({
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

export const updateRolesRequestSchema = z.strictObject({ roles: systemRolesSchema });
export type UpdateRolesRequest = z.input<typeof updateRolesRequestSchema>;

export const roleSchema = z.object({ id: z.number(), name: roleNameSchema, description: z.string() });
export const rolesResponseSchema = z.object({ success: z.literal(true), roles: z.array(roleSchema) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

/** A company the user belongs to, with their role in it. */
export const adminUserCompanySchema = z.object({
  publicId: z.string(),
  ruc: z.string(),
  businessName: z.string(),
  role: roleNameSchema,
  isActive: z.boolean(),
});

export const adminUserSubscriptionSchema = z.object({
  planName: z.string(),
  state: subscriptionStateSchema,
  renewsAt: z.string(),
  /** The period's tokens left plus bought ones; null: the plan is unlimited. */
  tokensLeft: z.number().nullable(),
});

export const adminUserSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  device: z.string(),
  browser: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});

/** GET /users/{id}: the user with their companies, subscription and live sessions. */
export const adminUserDetailSchema = adminUserSchema.extend({
  companies: z.array(adminUserCompanySchema),
  subscription: adminUserSubscriptionSchema.nullable(),
  sessions: z.array(adminUserSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserDetailResponseSchema = z.object({
  success: z.literal(true),
  data: adminUserDetailSchema,
});

/** POST /users/{id}/sessions/logout-all: how many sessions were ended. */
export const endUserSessionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ revoked: z.number() }),
});
