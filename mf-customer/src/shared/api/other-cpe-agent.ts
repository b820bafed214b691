import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints, type OtherCpeAgent, type OtherCpeType } from '@facturador/contracts';
import { companyKeys } from './company-keys.ts';

/**
 * The company's agent flags (issue 41): which of retención and percepción it may issue. Read by
 * «Retenciones y percepciones», Comprobantes' button and the company's settings. The key sits
 * under its company, which companies_changed and the settings' save refresh.
 */
export const otherCpeAgentKey = (companyId: string) =>
  [...companyKeys.detail(companyId), 'other-cpe-agent'] as const;

/** GET /companies/:id/other-cpe-agent: which of the two the company may issue. */
export const otherCpeAgentQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: otherCpeAgentKey(companyId),
    queryFn: async () => (await callApi(endpoints.getOtherCpeAgent, { params: { id: companyId } })).data,
    enabled: companyId !== '',
    staleTime: 5 * 60_000,
  });

/** The types a company's agent flags enable, retención first. */
export const enabledTypes = (agent: OtherCpeAgent | undefined): OtherCpeType[] => [
  ...(agent?.retentionAgent ? (['20'] as const) : []),
  ...(agent?.perceptionAgent ? (['40'] as const) : []),
];

/** PUT /companies/:id/other-cpe-agent; the server's message is the caller's toast. */
export function useSaveOtherCpeAgent(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OtherCpeAgent) =>
      callApi(endpoints.setOtherCpeAgent, { params: { id: companyId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(otherCpeAgentKey(companyId), answer.data),
  });
}
