import { callApi } from '@facturador/auth-api';
import { endpoints, type ContactRequest } from '@facturador/contracts';

/** POST /contact through the suite's HTTP client (CSRF token included by the client). */
export const sendContact = (body: ContactRequest) => callApi(endpoints.sendContact, { body });
