import { callApi } from '@facturador/auth-api';
import { endpoints, type DocumentLookupRequest } from '@facturador/contracts';

/** POST /public/documents/lookup: the six printed fields → download links that expire. */
export const lookupDocument = (body: DocumentLookupRequest) =>
  callApi(endpoints.lookupPublicDocument, { body });
