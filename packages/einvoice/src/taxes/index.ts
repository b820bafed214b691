export { computeLine } from './compute-line.ts';
export { documentTotals, type PricedDocument } from './document-totals.ts';
export { detractionOf } from './detraction.ts';
export { globalDiscountOf } from './global-discount.ts';
export {
  DEFAULT_IGV_SCHEDULE,
  IGV_RATE_TABLE,
  IGV_REGIMES,
  igvPercentFor,
  igvPercentOn,
  RESTAURANT_HOTEL_IGV_SCHEDULE,
  STANDARD_IGV_PERCENT,
  validIgvPercentsOn,
  type IgvRatePeriod,
  type IgvRegime,
} from './igv-rate.ts';
export { icbperTax } from './line-icbper.ts';
export { igvFamilyPercent, igvFamilyTax } from './line-igv.ts';
export { iscTax } from './line-isc.ts';
export { unitPriceOf } from './line-price.ts';
export { lineValue } from './line-value.ts';
export { lineFromPrice, taxFactorOf } from './line-from-price.ts';
export { legendsOf } from './legends.ts';
export { installmentId, paymentOf } from './payment-terms.ts';
export { ICBPER_PER_BAG, IDENTIFICATION_THRESHOLD_PEN, ISC_SYSTEM_AL_VALOR, IVAP_PERCENT } from './rates.ts';
