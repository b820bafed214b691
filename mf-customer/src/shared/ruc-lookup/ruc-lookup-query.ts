import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { callApi } from '@facturador/auth-api';
import { endpoints, isValidRuc, type RucTaxpayer } from '@facturador/contracts';

export const rucKeys = {
  all: ['ruc'] as const,
  detail: (ruc: string) => [...rucKeys.all, ruc] as const,
};

/** GET /ruc/:ruc: the padrón changes when an administrator imports it, not while a form is open. */
export const rucLookupQueryOptions = (ruc: string) =>
  queryOptions({
    queryKey: rucKeys.detail(ruc),
    queryFn: async () => (await callApi(endpoints.rucLookup, { params: { ruc } })).data,
    staleTime: 10 * 60_000,
    // A RUC not in the padrón (404) or the lookup limit (429) will not change on a retry.
    retry: false,
  });

/**
 * Looks up the RUC once it is complete and valid (check digit) and calls `onFound` once per
 * RUC found, so the fields it fills stay the user's to edit; typing another RUC fills again.
 */
export function useRucLookup(ruc: string, onFound: (taxpayer: RucTaxpayer) => void) {
  const valid = isValidRuc(ruc);
  const lookup = useQuery({ ...rucLookupQueryOptions(ruc), enabled: valid });
  const filledFor = useRef<string | null>(null);
  const found = valid ? lookup.data : undefined;
  // The form's setter, new on every render: only a new answer should fill.
  const fill = useEffectEvent((taxpayer: RucTaxpayer) => onFound(taxpayer));
  useEffect(() => {
    if (!found || filledFor.current === found.ruc) return;
    filledFor.current = found.ruc;
    fill(found);
  }, [found]);
  return { enabled: valid, isFetching: lookup.isFetching, found, error: valid ? lookup.error : null };
}
