import type Decimal from 'decimal.js';
import type { DocumentInput } from '@facturador/contracts';
import { computeAmounts } from '../compute-document.ts';
import type { Issuer } from '../model/computed.ts';
import { STANDARD_IGV_PERCENT } from '../calendar/index.ts';
import { advanceAmount2503 } from './advance-amount-2503.ts';
import { advanceDocument2505 } from './advance-document-2505.ts';
import { advanceExonerated3275 } from './advance-exonerated-3275.ts';
import { advanceRepeated3215 } from './advance-repeated-3215.ts';
import { advanceSeries2521 } from './advance-series-2521.ts';
import { advanceTaxed3277 } from './advance-taxed-3277.ts';
import { advanceUnaffected3274 } from './advance-unaffected-3274.ts';
import { amountFormat2062 } from './amount-format-2062.ts';
import { boletaCustomer2396 } from './boleta-customer-2396.ts';
import { creditNote13_3257 } from './credit-note-13-3257.ts';
import { customerDni2801 } from './customer-dni-2801.ts';
import { customerForeignDocument2802 } from './customer-foreign-document-2802.ts';
import { customerName2022 } from './customer-name-2022.ts';
import { customerRuc2017 } from './customer-ruc-2017.ts';
import { customerTypeListed2016 } from './customer-type-listed-2016.ts';
import { customerTypeListed2800 } from './customer-type-listed-2800.ts';
import { detractionCurrency3208 } from './detraction-currency-3208.ts';
import { detractionOperation3127 } from './detraction-operation-3127.ts';
import { detractionThreshold3128 } from './detraction-threshold-3128.ts';
import { exportCustomer2800 } from './export-customer-2800.ts';
import { exportOperation2642 } from './export-operation-2642.ts';
import { exportServiceRegistry3097 } from './export-service-registry-3097.ts';
import { exportServiceCountry3098 } from './export-service-country-3098.ts';
import { exportServiceCountry3099 } from './export-service-country-3099.ts';
import { globalDiscount3277 } from './global-discount-3277.ts';
import { icbperBags3236 } from './icbper-bags-3236.ts';
import { igvRate3462 } from './igv-rate-3462.ts';
import { installmentDueDate3267 } from './installment-due-date-3267.ts';
import { installmentsSum3266 } from './installments-sum-3266.ts';
import { iscTaxedLine3223 } from './isc-taxed-line-3223.ts';
import { issueDate2329 } from './issue-date-2329.ts';
import { issuerSsco1086 } from './issuer-ssco-1086.ts';
import { lineDiscount3271 } from './line-discount-3271.ts';
import { noteReason2172 } from './note-reason-2172.ts';
import { noteReference2524 } from './note-reference-2524.ts';
import { perceptionCharge3093 } from './perception-charge-3093.ts';
import { perceptionCurrency2792 } from './perception-currency-2792.ts';
import { perceptionOperation3308 } from './perception-operation-3308.ts';
import { perceptionPayment3330 } from './perception-payment-3330.ts';
import type { DocumentRule, DocumentRuleIssue, ListedPeriod } from './rule.ts';
import { sendDeadline2108 } from './send-deadline-2108.ts';
import { seriesLetter2345 } from './series-letter-2345.ts';
import { unitCode2936 } from './unit-code-2936.ts';
import { unitValueFormat2369 } from './unit-value-format-2369.ts';

/** Every rule, in the order a person fills the form: header, customer, lines, totals, payment. */
export const DOCUMENT_RULES: readonly DocumentRule[] = [
  seriesLetter2345,
  issueDate2329,
  sendDeadline2108,
  issuerSsco1086,
  noteReference2524,
  noteReason2172,
  creditNote13_3257,
  customerRuc2017,
  exportCustomer2800,
  customerTypeListed2800,
  customerTypeListed2016,
  exportServiceRegistry3097,
  exportServiceCountry3098,
  exportServiceCountry3099,
  customerName2022,
  customerDni2801,
  customerForeignDocument2802,
  boletaCustomer2396,
  exportOperation2642,
  igvRate3462,
  iscTaxedLine3223,
  icbperBags3236,
  unitCode2936,
  unitValueFormat2369,
  lineDiscount3271,
  globalDiscount3277,
  advanceDocument2505,
  advanceSeries2521,
  advanceRepeated3215,
  advanceAmount2503,
  advanceTaxed3277,
  advanceExonerated3275,
  advanceUnaffected3274,
  amountFormat2062,
  detractionOperation3127,
  detractionCurrency3208,
  detractionThreshold3128,
  perceptionOperation3308,
  perceptionCharge3093,
  perceptionPayment3330,
  perceptionCurrency2792,
  installmentsSum3266,
  installmentDueDate3267,
];

export interface ValidateOptions {
  /** Today in Lima, YYYY-MM-DD. */
  today: string;
  /** The company's rate on the issue date; 18 when not given. */
  igvPercent?: Decimal | string;
  /** PEN per USD, when known (S/ 700 thresholds of USD boletas). */
  exchangeRate?: string;
  /** The issuer's periods in SUNAT's list of Sujetos sin capacidad operativa (1086), when known. */
  issuerSsco?: readonly ListedPeriod[];
  /** Whether the issuer is in SUNAT's Registro de exportadores de servicios (3097), when known. */
  issuerServiceExporter?: boolean;
}

/** The issuer does not change any amount; the rules judge the document, not who issues it. */
const ANY_ISSUER: Issuer = { ruc: '', businessName: '', address: '', ubigeo: '', establishmentCode: '0000' };

/**
 * What SUNAT would reject in this input, before a number is spent on it: [] when nothing.
 * Runs on an input already parsed by documentInputSchema, in the browser or the server.
 */
export function validateDocument(input: DocumentInput, options: ValidateOptions): DocumentRuleIssue[] {
  const computed = computeAmounts(input, {
    issuer: ANY_ISSUER,
    number: 1,
    igvPercent: options.igvPercent ?? STANDARD_IGV_PERCENT,
  });
  const context = {
    today: options.today,
    computed,
    ...(options.exchangeRate ? { exchangeRate: options.exchangeRate } : {}),
    issuerSsco: options.issuerSsco,
    issuerServiceExporter: options.issuerServiceExporter,
  };
  return DOCUMENT_RULES.flatMap((rule) => rule(input, context));
}
