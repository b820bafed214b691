import { callApi } from '@facturador/auth-api';
import { endpoints, type DocumentInput, type DocumentValidation } from '@facturador/contracts';

/**
 * «Revisar» (issue 43): the server's pre-flight of an issue (the company's series, the note's
 * reference, SUNAT's rules at the company's IGV rate) without a number or a token. A document SUNAT
 * would refuse throws, with its issues by field, as an issue refused before its number does.
 */
export const validateDocument = async (
  companyId: string,
  input: DocumentInput,
): Promise<DocumentValidation> =>
  (await callApi(endpoints.validateDocument, { params: { id: companyId }, body: input })).data;
