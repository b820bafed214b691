import { z } from 'zod';

/** SPEC.md §6: every role name, as the server stores it and the client compares it. */
export const ROLE_NAMES = [
  'OWNER_SYSTEM',
  'ADMINISTRATOR_SYSTEM',
  'CUSTOMER_SYSTEM',
  'RESELLER',
  'OWNER_BUSINESS',
  'ADMINISTRATOR_BUSINESS',
  'EMPLOYEE_BUSINESS',
] as const;
export const roleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleNameSchema>;
