/**
 * An integer from 0 to 999,999,999,999 in upper-case Spanish as Peruvian documents print it.
 * Conventions (decided after reading greenter's legends, luecano/numero-a-letras used by
 * Facturalo, and RAE usage): "MIL", never "UN MIL"; "UN MILLÓN" / "DOS MILLONES"; "CIEN" alone
 * but "CIENTO UN"; the apocopated "UN" / "VEINTIÚN" everywhere, because the number always counts
 * the currency that closes the legend ("VEINTIÚN … SOLES"); accents kept (DIECISÉIS, VEINTIDÓS).
 * Works on digit groups, never on JS arithmetic over the amount.
 */
const UNITS = ['', 'UN', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const TEENS = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
];
const TWENTIES = [
  'VEINTE',
  'VEINTIÚN',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

function belowHundred(n: number): string {
  if (n < 10) return UNITS[n]!;
  if (n < 20) return TEENS[n - 10]!;
  if (n < 30) return TWENTIES[n - 20]!;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)]!;
  return unit === 0 ? tens : `${tens} Y ${UNITS[unit]}`;
}

/** 1–999 (0 gives an empty string: a group that says nothing). */
export function groupInWords(n: number): string {
  if (n === 100) return 'CIEN';
  const hundreds = HUNDREDS[Math.floor(n / 100)]!;
  const rest = belowHundred(n % 100);
  return [hundreds, rest].filter(Boolean).join(' ');
}

/** 0–999,999 as words ([] for 0): thousands then units; "MIL", never "UN MIL". */
function belowMillion(n: number): string[] {
  const thousands = Math.floor(n / 1000);
  const units = n % 1000;
  const thousandsWords =
    thousands === 0 ? [] : thousands === 1 ? ['MIL'] : [`${groupInWords(thousands)} MIL`];
  return units === 0 ? thousandsWords : [...thousandsWords, groupInWords(units)];
}

/**
 * `digits`: the integer part as a string of at most 12 digits (SUNAT amounts are n(12,2)).
 * Millions count with the same words: "VEINTIÚN MILLONES", "MIL MILLONES".
 */
export function integerInWords(digits: string): string {
  if (!/^\d{1,12}$/.test(digits)) throw new RangeError(`Entero fuera de rango: ${digits}`);
  const padded = digits.padStart(12, '0');
  const millions = Number(padded.slice(0, 6));
  const rest = Number(padded.slice(6));
  if (millions === 0 && rest === 0) return 'CERO';
  const millionsWords =
    millions === 0 ? [] : millions === 1 ? ['UN MILLÓN'] : [...belowMillion(millions), 'MILLONES'];
  return [...millionsWords, ...belowMillion(rest)].join(' ');
}
