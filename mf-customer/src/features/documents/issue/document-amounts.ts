import type { DocumentInput } from '@facturador/contracts';
import { computeAmounts, type DocumentAmounts } from '@facturador/einvoice/calc';

/** Who issues does not change an amount: the form stands in for the company. */
const ANY_ISSUER = { ruc: '', businessName: '', address: '', ubigeo: '', establishmentCode: '0000' };

/**
 * Every amount of a parsed input as the server will compute it (einvoice's computeAmounts), at
 * the company's rate. Without the legends: their words need an amount SUNAT can print.
 */
export const amountsOf = (input: DocumentInput, igvPercent: string): DocumentAmounts =>
  computeAmounts(input, { issuer: ANY_ISSUER, number: 1, igvPercent });
