import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, isApiError } from '@facturador/auth-api';
import { endpoints, type PlansResponse } from '@facturador/contracts';
import { dropLiveAnswer, useLiveAnswer } from '../../../lib/live-answers.ts';

export type PlansData = PlansResponse['data'];

/** The public API path of the plans on sale, also the plans pages' `liveData`. */
export const PLANS_PATH = endpoints.listPlans.path;

/** Query keys of the plans on sale. */
export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
};

export type PlansState =
  { status: 'loading' } | { status: 'ready'; data: PlansData } | { status: 'error'; message: string };

const FALLBACK_ERROR = 'No pudimos cargar los planes. Inténtalo de nuevo.';

/**
 * The plans on sale; `retry` asks again after a failure. A page rendered with the API's
 * answer (docs/decisions/0010) starts from that answer instead of asking again; a later
 * visit asks the API.
 */
export function usePlans(): { state: PlansState; retry: () => void } {
  const answer = useLiveAnswer(PLANS_PATH) as PlansResponse | undefined;
  const query = useQuery({
    queryKey: planKeys.list(),
    queryFn: () => callApi(endpoints.listPlans),
    initialData: answer,
    // The document's answer was fetched moments ago, when the document was composed.
    staleTime: answer ? Infinity : 0,
  });
  useEffect(() => {
    if (answer) dropLiveAnswer(PLANS_PATH);
  }, [answer]);
  const state: PlansState = query.isSuccess
    ? { status: 'ready', data: query.data.data }
    : query.isError && !query.isFetching
      ? { status: 'error', message: isApiError(query.error) ? query.error.message : FALLBACK_ERROR }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
