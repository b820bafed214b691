import { describe, expect, it } from '@jest/globals';
import { classifyCode } from '../../src/cdr/classify-code.ts';
import { describeCode, normalizeCode } from '../../src/codes/describe-code.ts';
import { RESPONSE_CODES } from '../../src/codes/response-codes.ts';

/** Every code EINVOICING.md's tables and the SUNAT double name must have a Spanish text. */
const REQUIRED = [
  '0100',
  '0101',
  '0102',
  '0103',
  '0104',
  '0105',
  '0106',
  '0109',
  '0110',
  '0111',
  '0112',
  '0113',
  '0125',
  '0126',
  '0127',
  '0130',
  '0131',
  '0132',
  '0133',
  '0134',
  '0135',
  '0136',
  '0137',
  '0138',
  '0140',
  '0151',
  '0152',
  '0153',
  '0154',
  '0155',
  '0156',
  '0157',
  '0158',
  '0159',
  '0160',
  '0161',
  '1032',
  '1033',
  '1034',
  '1035',
  '1036',
  '1086',
  '2017',
  '2072',
  '2074',
  '2078',
  '2079',
  '2104',
  '2105',
  '2106',
  '2107',
  '2108',
  '2119',
  '2223',
  '2228',
  '2324',
  '2325',
  '2326',
  '2329',
  '2335',
  '2369',
  '2800',
  '2801',
  '2957',
  '2992',
  '3030',
  '3103',
  '3244',
  '3246',
  '3270',
  '3271',
  '3278',
  '3280',
  '4001',
  '4287',
  '4288',
  '4332',
  '4443',
  '98',
  '99',
  '0',
];

describe('response-code catalogue', () => {
  it.each(REQUIRED)('explains %s in Spanish', (code) => {
    expect(RESPONSE_CODES[code]).toMatch(/^[A-ZÁÉÍÓÚÑ¿]/);
  });

  it('finds a code however it arrives (number, padded or not)', () => {
    expect(describeCode(102)).toBe(RESPONSE_CODES['0102']);
    expect(describeCode('0127')).toBe(RESPONSE_CODES['0127']);
    expect(describeCode(98)).toBe(RESPONSE_CODES['98']);
    expect(normalizeCode('4287')).toBe('4287');
  });

  it('still answers in Spanish for a code it does not know', () => {
    expect(describeCode(3999)).toBe('SUNAT respondió con el código 3999, que no está en nuestro catálogo');
  });

  it('groups the catalogue the way classifyCode does', () => {
    expect(classifyCode('2335')).toBe('rejected');
    expect(classifyCode('4001')).toBe('observed');
    expect(classifyCode('0111')).toBe('exception');
  });
});
