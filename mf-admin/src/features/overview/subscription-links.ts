import { ROUTE_PATHS } from '@facturador/contracts';

/**
 * Suscripciones filtered through its URL: `state` and `plan` (the plan's id) are the page's
 * grid filters; `orders=pending_approval` opens it on the orders awaiting approval.
 */
export function subscriptionsLink(filters: { state?: string; plan?: string; orders?: string }): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${ROUTE_PATHS.adminSubscriptions}?${search}` : ROUTE_PATHS.adminSubscriptions;
}
