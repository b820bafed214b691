import { expect, type APIRequestContext } from '@playwright/test';
import type { DocumentDetail } from '@facturador/contracts';
import { apiCall, type ApiSession } from './sign-in.ts';

/** The public id of the company this session's person owns. */
export async function ownCompanyId(request: APIRequestContext, apiUrl: string, session: ApiSession) {
  const answer = await request.get(`${apiUrl}/companies`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  const { data } = (await answer.json()) as { data: { publicId: string; myRole: string }[] };
  return data.find((company) => company.myRole === 'OWNER_BUSINESS')!.publicId;
}

/** A factura issued through the API, as another member or an ERP would: the screens only follow it. */
export async function issueFactura(
  request: APIRequestContext,
  apiUrl: string,
  session: ApiSession,
  companyId: string,
  description: string,
): Promise<DocumentDetail> {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
  const answer = (await apiCall(request, apiUrl, session, 'POST', `/companies/${companyId}/documents`, {
    documentType: '01',
    series: 'F001',
    issueDate: today,
    currency: 'PEN',
    customer: { documentType: '6', documentNumber: '20512333797', name: 'COMERCIAL ANDINA S.A.C.' },
    lines: [{ description, quantity: '2', unitCode: 'NIU', unitValue: '50', affectation: '10' }],
  })) as { data: DocumentDetail };
  expect(answer.data.status).toBe('accepted');
  return answer.data;
}
