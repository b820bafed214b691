import { useEffect, useState } from 'react';
import { authApi, isApiError } from '@facturador/auth-api';
import type { PlansResponse } from '@facturador/contracts';

export type PlansData = PlansResponse['data'];

/** GET /plans through the suite's one HTTP client (configured by the shell at boot). */
export const getPlans = () => authApi().client.request<PlansResponse>({ method: 'GET', path: '/plans' });

export type PlansState =
  { status: 'loading' } | { status: 'ready'; data: PlansData } | { status: 'error'; message: string };

const FALLBACK_ERROR = 'No pudimos cargar los planes. Inténtalo de nuevo.';

/** The plans on sale; `retry` asks again after a failure. */
export function usePlans(): { state: PlansState; retry: () => void } {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    getPlans().then(
      (answer) => current && setState({ status: 'ready', data: answer.data }),
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
