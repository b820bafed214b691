import { useEffect, useRef, useState } from 'react';
import { authApi, isApiError } from '@facturador/auth-api';
import type { PlansResponse } from '@facturador/contracts';
import { dropLiveAnswer, useLiveAnswer } from '../../../lib/live-answers.ts';

export type PlansData = PlansResponse['data'];

/** The public API path of the plans on sale, also the plans pages' `liveData`. */
export const PLANS_PATH = '/plans';

/** GET /plans through the suite's one HTTP client (configured by the shell at boot). */
export const getPlans = () => authApi().client.request<PlansResponse>({ method: 'GET', path: PLANS_PATH });

export type PlansState =
  { status: 'loading' } | { status: 'ready'; data: PlansData } | { status: 'error'; message: string };

const FALLBACK_ERROR = 'No pudimos cargar los planes. Inténtalo de nuevo.';

/**
 * The plans on sale; `retry` asks again after a failure. A page rendered with the API's
 * answer (docs/decisions/0010) starts from that answer instead of asking again.
 */
export function usePlans(): { state: PlansState; retry: () => void } {
  const answer = useLiveAnswer(PLANS_PATH) as PlansResponse | undefined;
  const [state, setState] = useState<PlansState>(() =>
    answer ? { status: 'ready', data: answer.data } : { status: 'loading' },
  );
  const startedFromAnswer = useRef(answer !== undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (startedFromAnswer.current && attempt === 0) {
      dropLiveAnswer(PLANS_PATH);
      return;
    }
    let current = true;
    getPlans().then(
      (response) => current && setState({ status: 'ready', data: response.data }),
      (error: unknown) =>
        current && setState({ status: 'error', message: isApiError(error) ? error.message : FALLBACK_ERROR }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((value) => value + 1);
    },
  };
}
