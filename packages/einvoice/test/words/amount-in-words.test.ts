import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { amountInWords } from '../../src/calc.ts';
import { integerInWords } from '../../src/words/index.ts';

/** Inside Stryker, which repeats the suite for every mutant: fewer runs, and no shrinking. */
const RUNS = process.env.STRYKER_MUTATOR_WORKER ? { numRuns: 200, endOnFailure: true } : { numRuns: 2000 };

const CASES: [string, string][] = [
  ['0', 'CERO CON 00/100'],
  ['0.01', 'CERO CON 01/100'],
  ['0.99', 'CERO CON 99/100'],
  ['1', 'UN CON 00/100'],
  ['2', 'DOS CON 00/100'],
  ['9', 'NUEVE CON 00/100'],
  ['10', 'DIEZ CON 00/100'],
  ['11', 'ONCE CON 00/100'],
  ['15', 'QUINCE CON 00/100'],
  ['16', 'DIECISÉIS CON 00/100'],
  ['19', 'DIECINUEVE CON 00/100'],
  ['20', 'VEINTE CON 00/100'],
  ['21', 'VEINTIÚN CON 00/100'],
  ['22', 'VEINTIDÓS CON 00/100'],
  ['23', 'VEINTITRÉS CON 00/100'],
  ['26', 'VEINTISÉIS CON 00/100'],
  ['29', 'VEINTINUEVE CON 00/100'],
  ['30', 'TREINTA CON 00/100'],
  ['31', 'TREINTA Y UN CON 00/100'],
  ['45.50', 'CUARENTA Y CINCO CON 50/100'],
  ['99', 'NOVENTA Y NUEVE CON 00/100'],
  ['100', 'CIEN CON 00/100'],
  ['101', 'CIENTO UN CON 00/100'],
  ['110', 'CIENTO DIEZ CON 00/100'],
  ['118', 'CIENTO DIECIOCHO CON 00/100'],
  ['121', 'CIENTO VEINTIÚN CON 00/100'],
  ['199', 'CIENTO NOVENTA Y NUEVE CON 00/100'],
  ['200', 'DOSCIENTOS CON 00/100'],
  ['236', 'DOSCIENTOS TREINTA Y SEIS CON 00/100'],
  ['300', 'TRESCIENTOS CON 00/100'],
  ['400', 'CUATROCIENTOS CON 00/100'],
  ['500', 'QUINIENTOS CON 00/100'],
  ['600', 'SEISCIENTOS CON 00/100'],
  ['700', 'SETECIENTOS CON 00/100'],
  ['800', 'OCHOCIENTOS CON 00/100'],
  ['900', 'NOVECIENTOS CON 00/100'],
  ['999', 'NOVECIENTOS NOVENTA Y NUEVE CON 00/100'],
  ['1000', 'MIL CON 00/100'],
  ['1001', 'MIL UN CON 00/100'],
  ['1100', 'MIL CIEN CON 00/100'],
  ['1999', 'MIL NOVECIENTOS NOVENTA Y NUEVE CON 00/100'],
  ['2000', 'DOS MIL CON 00/100'],
  ['21000', 'VEINTIÚN MIL CON 00/100'],
  ['21021', 'VEINTIÚN MIL VEINTIÚN CON 00/100'],
  ['31000', 'TREINTA Y UN MIL CON 00/100'],
  ['99999', 'NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE CON 00/100'],
  ['100000', 'CIEN MIL CON 00/100'],
  ['101000', 'CIENTO UN MIL CON 00/100'],
  ['999999', 'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE CON 00/100'],
  ['1000000', 'UN MILLÓN CON 00/100'],
  ['1000001', 'UN MILLÓN UN CON 00/100'],
  ['1001000', 'UN MILLÓN MIL CON 00/100'],
  ['2000000', 'DOS MILLONES CON 00/100'],
  ['21000000', 'VEINTIÚN MILLONES CON 00/100'],
  ['100000000', 'CIEN MILLONES CON 00/100'],
  ['101101101.01', 'CIENTO UN MILLONES CIENTO UN MIL CIENTO UN CON 01/100'],
  [
    '999999999.99',
    'NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE CON 99/100',
  ],
  ['1000000000', 'MIL MILLONES CON 00/100'],
  ['1.005', 'UN CON 01/100'],
  ['2.994', 'DOS CON 99/100'],
];

describe('amount in words (legend 1000)', () => {
  it.each(CASES)('%s → SON: %s SOLES', (amount, words) => {
    expect(amountInWords(amount, 'PEN')).toBe(`SON: ${words} SOLES`);
  });

  it('names dólares americanos and takes a Decimal', () => {
    expect(amountInWords(new Decimal('1234.05'), 'USD')).toBe(
      'SON: MIL DOSCIENTOS TREINTA Y CUATRO CON 05/100 DÓLARES AMERICANOS',
    );
  });

  it('refuses what it cannot print', () => {
    expect(() => amountInWords('-0.01', 'PEN')).toThrow(RangeError);
    expect(() => amountInWords('1000000000000', 'PEN')).toThrow('no se puede escribir en letras');
    expect(amountInWords('999999999999.99', 'PEN')).toMatch(
      /^SON: NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES /,
    );
  });

  it('never throws over 0 – 999,999,999.99 and always reads as a legend', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999n }), (cents) => {
        const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        const words = amountInWords(amount, 'PEN');
        expect(words.startsWith('SON: ')).toBe(true);
        expect(words.endsWith(`CON ${amount.slice(-2)}/100 SOLES`)).toBe(true);
        expect(words).not.toMatch(/ {2}|(SON:|MILLONES|MILLÓN) UN MIL |UNO|undefined/);
      }),
      RUNS,
    );
  });

  it('spells only whole numbers of up to twelve digits', () => {
    expect(integerInWords('000000000001')).toBe('UN');
    expect(integerInWords('999999999999')).toBe(
      'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE',
    );
    for (const digits of ['', '1000000000000', '12a', 'a12', '1.5', '-1']) {
      expect(() => integerInWords(digits)).toThrow(new RangeError(`Entero fuera de rango: ${digits}`));
    }
  });
});
