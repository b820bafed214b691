import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { callApi, checkSession } from '@facturador/auth-api';
import { endpoints, ROUTE_PATHS, type OnboardingRequest } from '@facturador/contracts';
import { companyKeys } from '../../../shared/api/company-keys.ts';
import { onboardedState } from '../../../shared/onboarded-state.ts';

/**
 * POST /companies/onboarding. The new company makes the company list stale; /app gets the
 * company in its navigation state (the dashboard's "what next" message, read whenever it
 * arrives: the profile may already have turned "complete"), then the profile is re-read so the
 * account status moves on (the onboarding page gives way to the dashboard).
 */
export function useOnboardCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (company: OnboardingRequest) => callApi(endpoints.onboard, { body: company }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      await navigate(ROUTE_PATHS.app, { replace: true, state: onboardedState(answer.data.company.publicId) });
      await checkSession();
    },
  });
}
