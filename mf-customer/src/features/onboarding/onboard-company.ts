import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, checkSession } from '@facturador/auth-api';
import { endpoints, type OnboardingRequest } from '@facturador/contracts';
import { companyKeys } from '../companies/api/companies-query.ts';

/**
 * POST /companies/onboarding. The new company makes the company list stale; the profile is
 * re-read so the account status moves on (the onboarding modal gives way to the dashboard).
 */
export function useOnboardCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: OnboardingRequest) => callApi(endpoints.onboard, { body: company }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      await checkSession();
    },
  });
}
