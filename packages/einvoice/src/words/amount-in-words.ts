import type Decimal from 'decimal.js';
import type { CurrencyCode } from '@facturador/contracts';
import { money, toAmount } from '../money/index.ts';
import { integerInWords } from './spanish-number.ts';

/** The currency as the legend names it (plural, upper case). */
export const CURRENCY_WORDS: Readonly<Record<CurrencyCode, string>> = {
  PEN: 'SOLES',
  USD: 'DÓLARES AMERICANOS',
};

/** The largest amount the legend spells: SUNAT's n(12,2). */
export const MAX_AMOUNT_IN_WORDS = '999999999999.99';

/**
 * Legend 1000 (Catálogo 52): "SON: CIENTO DIECIOCHO CON 00/100 SOLES". greenter's examples
 * print "SON …" and luecano/Facturalo no prefix at all; SUNAT does not check the wording, and we
 * print "SON: " as the team agreed. Cents are always two digits over 100.
 */
export function amountInWords(amount: Decimal | string, currency: CurrencyCode): string {
  const value = toAmount(money(amount));
  if (value.isNegative() || value.greaterThan(MAX_AMOUNT_IN_WORDS)) {
    throw new RangeError(`El importe ${value.toFixed(2)} no se puede escribir en letras`);
  }
  const [integer, cents] = value.toFixed(2).split('.') as [string, string];
  return `SON: ${integerInWords(integer)} CON ${cents}/100 ${CURRENCY_WORDS[currency]}`;
}
