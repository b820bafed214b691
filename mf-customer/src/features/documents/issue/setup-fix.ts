import { isApiError } from '@facturador/auth-api';
import {
  billingMessages,
  companySigningMessages,
  documentApiMessages,
  ROUTE_PATHS,
} from '@facturador/contracts';
import { documentsMessages } from '../messages.ts';

const links = documentsMessages.setupLinks;

/** Where a refusal is fixed: the page and the link's words. */
export interface SetupFix {
  href: string;
  label: string;
}

/** A company's page, on one of its tabs. */
export const companyTab = (companyId: string, tab: 'facturacion' | 'series') =>
  `${ROUTE_PATHS.companies}/${companyId}/${tab}`;

/** The server's refusals about the company's setup, and the tab of the company page that fixes each. */
const BILLING_REFUSALS: readonly string[] = [
  documentApiMessages.certificateMissing,
  documentApiMessages.certificateExpired,
  documentApiMessages.solMissing,
  companySigningMessages.designationMissing,
  companySigningMessages.platformIdentityMissing,
  companySigningMessages.platformCertificateExpired,
];
const SERIES_REFUSALS: readonly string[] = [
  documentApiMessages.seriesNotFound,
  documentApiMessages.seriesInactive,
  documentApiMessages.seriesExhausted,
];
const PLAN_REFUSALS: readonly string[] = [billingMessages.subscriptionInactive];

/**
 * Issue 40 item 6: a refusal of Emitir that is about the setup, not about the document, comes
 * with a link to the page that fixes it — the certificate and the SOL user in «Facturación
 * electrónica», the series in «Series», tokens and the plan in Mis Planes y Tokens. No tokens
 * is told by its code; the others share CONFLICT or a field error, so the contract's own
 * texts name them. Null for anything else.
 */
export function setupFixOf(error: unknown, companyId: string): SetupFix | null {
  if (!isApiError(error)) return null;
  const said = [error.serverMessage, ...error.fieldErrors.map((issue) => issue.message)];
  if (error.code === 'NO_TOKENS' || said.some((text) => text && PLAN_REFUSALS.includes(text)))
    return { href: ROUTE_PATHS.myPlans, label: links.plans };
  if (said.some((text) => text && BILLING_REFUSALS.includes(text)))
    return { href: companyTab(companyId, 'facturacion'), label: links.billing };
  if (said.some((text) => text && SERIES_REFUSALS.includes(text)))
    return { href: companyTab(companyId, 'series'), label: links.series };
  return null;
}
