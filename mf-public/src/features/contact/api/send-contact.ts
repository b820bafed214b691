import { authApi } from '@facturador/auth-api';
import type { ContactRequest } from '@facturador/contracts';

/** POST /contact through the suite's HTTP client (CSRF token included by the client). */
export const sendContact = (body: ContactRequest) =>
  authApi().client.request<{ success: true; message: string }>({ method: 'POST', path: '/contact', body });
