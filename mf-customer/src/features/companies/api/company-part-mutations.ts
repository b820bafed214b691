import { callApi } from '@facturador/auth-api';
import {
  endpoints,
  type ApiKey,
  type BusinessRole,
  type CreateApiKeyRequest,
  type CreateEstablishmentRequest,
  type CreateSeriesRequest,
  type Establishment,
  type InviteMemberRequest,
  type Member,
  type Series,
  type Webhook,
  type WebhookInput,
} from '@facturador/contracts';
import { companyKeys } from './company-keys.ts';
import { useCompanyMutation } from './use-company-mutation.ts';

/**
 * Changes to a company's parts (establishments, series, members, API keys, webhooks), each
 * through useCompanyMutation: a success toast, the company read again, and the part's own list
 * once settled. A form shows its refusals under its fields; a menu action toasts them.
 */

/** Adds an establishment, or edits one (`establishment`): its code stays, documents carry it. */
export const useSaveEstablishment = (companyId: string, establishment: Establishment | null) =>
  useCompanyMutation(
    companyId,
    ({ code, ...fields }: CreateEstablishmentRequest) =>
      establishment
        ? callApi(endpoints.updateEstablishment, {
            params: { id: companyId, establishmentId: establishment.publicId },
            body: fields,
          })
        : callApi(endpoints.createEstablishment, { params: { id: companyId }, body: { code, ...fields } }),
    { refresh: companyKeys.establishments(companyId) },
  );

/** Activates or deactivates an establishment. */
export const useToggleEstablishment = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (establishment: Establishment) =>
      callApi(endpoints.updateEstablishment, {
        params: { id: companyId, establishmentId: establishment.publicId },
        body: { isActive: !establishment.isActive },
      }),
    { toastErrors: true },
  );

export const useCreateSeries = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (body: CreateSeriesRequest) => callApi(endpoints.createSeries, { params: { id: companyId }, body }),
    { refresh: companyKeys.series(companyId) },
  );

/** Activates or deactivates a series. */
export const useToggleSeries = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (row: Series) =>
      callApi(endpoints.updateSeries, {
        params: { id: companyId, seriesId: row.publicId },
        body: { isActive: !row.isActive },
      }),
    { toastErrors: true },
  );

/** An e-mail and a role: an existing account joins at once; another e-mail gets an invitation. */
export const useInviteMember = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (body: InviteMemberRequest) => callApi(endpoints.inviteMember, { params: { id: companyId }, body }),
    { refresh: companyKeys.members(companyId) },
  );

export const useChangeMemberRole = (companyId: string) =>
  useCompanyMutation(
    companyId,
    ({ member, role }: { member: Member; role: BusinessRole }) =>
      callApi(endpoints.changeMemberRole, {
        params: { id: companyId, userId: member.userId },
        body: { role },
      }),
    { toastErrors: true, refresh: companyKeys.members(companyId) },
  );

export const useRemoveMember = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (member: Member) => callApi(endpoints.removeMember, { params: { id: companyId, userId: member.userId } }),
    { toastErrors: true, refresh: companyKeys.members(companyId) },
  );

export const useCancelInvitation = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (invitationId: string) =>
      callApi(endpoints.cancelInvitation, { params: { id: companyId, invitationId } }),
    { toastErrors: true, refresh: companyKeys.members(companyId) },
  );

/** A new API key; its secret is in the answer, shown once. */
export const useCreateApiKey = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (body: CreateApiKeyRequest) => callApi(endpoints.createApiKey, { params: { id: companyId }, body }),
    { refresh: companyKeys.apiKeys(companyId) },
  );

export const useRevokeApiKey = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (key: ApiKey) => callApi(endpoints.revokeApiKey, { params: { id: companyId, keyId: key.id } }),
    { toastErrors: true, refresh: companyKeys.apiKeys(companyId) },
  );

/** A new webhook; its signing secret is in the answer, shown once. */
export const useCreateWebhook = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (body: WebhookInput) => callApi(endpoints.createWebhook, { params: { id: companyId }, body }),
    { refresh: companyKeys.webhooks(companyId) },
  );

const webhookParams = (companyId: string, hook: Webhook) => ({ id: companyId, webhookId: hook.id });

/** Pauses or resumes a webhook. */
export const useToggleWebhook = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (hook: Webhook) =>
      callApi(endpoints.updateWebhook, {
        params: webhookParams(companyId, hook),
        body: { url: hook.url, events: hook.events, active: !hook.active },
      }),
    { toastErrors: true, refresh: companyKeys.webhooks(companyId) },
  );

/** A new signing secret for a webhook, in the answer (shown once). */
export const useRotateWebhookSecret = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (hook: Webhook) => callApi(endpoints.rotateWebhookSecret, { params: webhookParams(companyId, hook) }),
    { toastErrors: true },
  );

export const useDeleteWebhook = (companyId: string) =>
  useCompanyMutation(
    companyId,
    (hook: Webhook) => callApi(endpoints.deleteWebhook, { params: webhookParams(companyId, hook) }),
    { toastErrors: true, refresh: companyKeys.webhooks(companyId) },
  );

/** «Reenviar»: a delivery sent again; the webhook's deliveries are read again either way. */
export const useResendWebhookDelivery = (companyId: string, webhookId: string) =>
  useCompanyMutation(
    companyId,
    (deliveryId: string) =>
      callApi(endpoints.resendWebhookDelivery, { params: { id: companyId, webhookId, deliveryId } }),
    { toastErrors: true, refresh: companyKeys.deliveries(companyId, webhookId) },
  );
