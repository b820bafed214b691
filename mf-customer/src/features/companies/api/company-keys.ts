import { companyKeys as sharedCompanyKeys } from '../../../shared/api/company-keys.ts';

/**
 * Query keys of the companies area; everything sits under ['companies'], which the realtime
 * event companies_changed invalidates (a membership granted or removed elsewhere). The root, the
 * list, a company and its series are shared (src/shared/api/company-keys.ts: the dashboard,
 * onboarding and Emitir read them too); a company's parts sit under its key, so a change to the
 * company makes them stale too.
 */
export const companyKeys = {
  ...sharedCompanyKeys,
  establishments: (id: string) => [...sharedCompanyKeys.detail(id), 'establishments'] as const,
  members: (id: string) => [...sharedCompanyKeys.detail(id), 'members'] as const,
  apiKeys: (id: string) => [...sharedCompanyKeys.detail(id), 'api-keys'] as const,
  webhooks: (id: string) => [...sharedCompanyKeys.detail(id), 'webhooks'] as const,
  deliveries: (id: string, webhookId: string) =>
    [...companyKeys.webhooks(id), webhookId, 'deliveries'] as const,
  signing: (id: string) => [...sharedCompanyKeys.detail(id), 'signing'] as const,
};
