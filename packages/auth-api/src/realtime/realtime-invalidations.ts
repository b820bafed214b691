import type { QueryKey } from '@tanstack/react-query';
import type { RealtimeEvent } from '@facturador/contracts';
import { profileKeys } from '../profile/profile-query.ts';

/** The root of every Mis Planes y Tokens query: `['billing', …]`. */
export const BILLING_QUERY_KEY = ['billing'] as const;
/** The root of every settings query (the admin pages'): `['settings', …]`. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;
/** The root of every electronic-documents query: `['documents', …]`. */
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;
/** The root of every guías de remisión query: `['despatches', …]`. */
export const DESPATCHES_QUERY_KEY = ['despatches'] as const;

/**
 * SPEC.md §4: what each realtime event makes stale, in one place. An issue that adds an
 * event or a cached resource adds its keys here.
 */
export const REALTIME_INVALIDATIONS: Readonly<Record<RealtimeEvent['type'], readonly QueryKey[]>> = {
  force_logout: [],
  account_deleted: [],
  session_expired: [],
  account_deactivated: [profileKeys.all],
  profile_updated: [profileKeys.all],
  // A role change alters what the user may read: the profile, and every list the roles open.
  permissions_changed: [profileKeys.all],
  // Joined, left or changed role in a company: every companies query (mf-customer's `companyKeys.all`).
  companies_changed: [['companies']],
  // Mis Planes y Tokens: the subscription, the token balance, the ledger and the orders.
  billing_updated: [BILLING_QUERY_KEY],
  // Configuración del sistema: the admin page's copy (the public settings are re-read by the handler).
  settings_updated: [SETTINGS_QUERY_KEY],
  // Issue 26: a document changed status; issuing spends a token, so the balance goes stale too.
  document_updated: [DOCUMENTS_QUERY_KEY, BILLING_QUERY_KEY],
  // Issue 42: a guía's ticket moved; guías spend no token, so the balance is left alone.
  despatch_updated: [DESPATCHES_QUERY_KEY],
};
