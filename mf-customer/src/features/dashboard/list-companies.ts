import { authApi } from '@facturador/auth-api';
import type { Company } from '@facturador/contracts';

/** GET /companies: the user's companies. */
export async function listCompanies(): Promise<Company[]> {
  const answer = await authApi().client.request<{ data: Company[] }>({ method: 'GET', path: '/companies' });
  return answer.data;
}
