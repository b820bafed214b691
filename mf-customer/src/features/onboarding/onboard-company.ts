import { authApi } from '@facturador/auth-api';
import { onboardingRequestSchema, type OnboardingRequest } from '@facturador/contracts';

/** POST /companies/onboarding, then the profile is re-read so the account status moves on. */
export async function onboardCompany(company: OnboardingRequest): Promise<void> {
  await authApi().client.request({
    method: 'POST',
    path: '/companies/onboarding',
    body: onboardingRequestSchema.parse(company),
  });
  await authApi().checkSession();
}
