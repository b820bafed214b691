import { describe, expect, it } from '@jest/globals';
import { classifyCode, isAcceptedCode } from '../../src/cdr/classify-code.ts';
import { parseNote, readCdr, readCdrXml } from '../../src/cdr/read-cdr.ts';
import { cdrXml, cdrZip } from '../fixtures/cdr.ts';

const name = '20000000001-01-F001-1';

describe('readCdr', () => {
  it('reads an accepted CDR (code 0) from R-<name>.zip, skipping the dummy entry', () => {
    const cdr = readCdr(
      cdrZip(name, {
        referenceId: 'F001-1',
        responseCode: '0',
        description: 'La Factura numero F001-1, ha sido aceptada',
        documentHash: 'GAnpgSxGxsmOfozmN9wdwmjNn/SjHzzfwG0F0t7nmI0=',
      }),
    );
    expect(cdr).toMatchObject({
      responseCode: '0',
      code: 0,
      description: 'La Factura numero F001-1, ha sido aceptada',
      notes: [],
      referenceId: 'F001-1',
      documentDigest: 'GAnpgSxGxsmOfozmN9wdwmjNn/SjHzzfwG0F0t7nmI0=',
      fileName: `R-${name}.xml`,
    });
    expect(cdr.xml).toContain('<cbc:ResponseCode>0</cbc:ResponseCode>');
    expect(classifyCode(cdr.code)).toBe('accepted');
  });

  it('reads the observations of an accepted-with-observations CDR from the root notes', () => {
    const cdr = readCdr(
      cdrZip(name, {
        referenceId: 'F001-1',
        responseCode: '0',
        description: 'La Factura numero F001-1, ha sido aceptada',
        notes: ['4287 - El precio unitario difiere', '4332 - El código de producto no es válido: 999'],
      }),
    );
    expect(cdr.notes).toEqual([
      { code: '4287', text: 'El precio unitario difiere' },
      { code: '4332', text: 'El código de producto no es válido: 999' },
    ]);
    expect(cdr.documentDigest).toBeUndefined();
  });

  it('reads a rejection, keeping the code as SUNAT wrote it', () => {
    const cdr = readCdrXml(
      cdrXml({
        referenceId: 'F001-1',
        responseCode: '2335',
        description: 'El documento electrónico ingresado ha sido alterado',
      }),
    );
    expect(cdr.responseCode).toBe('2335');
    expect(cdr.code).toBe(2335);
    expect(classifyCode(cdr.code)).toBe('rejected');
  });

  it('decodes an ISO-8859-1 CDR without garbling accents', () => {
    const cdr = readCdr(
      cdrZip(name, {
        referenceId: 'B001-1',
        responseCode: '0',
        description: 'La Boleta número B001-1, ha sido aceptada',
        notes: ['4001 - El número de RUC del receptor no existe'],
        encoding: 'ISO-8859-1',
      }),
    );
    expect(cdr.description).toBe('La Boleta número B001-1, ha sido aceptada');
    expect(cdr.notes[0]?.text).toBe('El número de RUC del receptor no existe');
  });

  it('refuses an XML that is not an ApplicationResponse', () => {
    expect(() => readCdrXml('<Invoice/>')).toThrow('El CDR no es un ApplicationResponse');
  });
});

describe('parseNote', () => {
  it('splits "NNNN - texto" and keeps a note without a code as text', () => {
    expect(parseNote('4288 - El valor de venta difiere')).toEqual({
      code: '4288',
      text: 'El valor de venta difiere',
    });
    expect(parseNote('Sin código')).toEqual({ code: '', text: 'Sin código' });
  });
});

describe('classifyCode', () => {
  it.each([
    [0, 'accepted'],
    ['0', 'accepted'],
    [4000, 'observed'],
    [4287, 'observed'],
    [2000, 'rejected'],
    [3999, 'rejected'],
    ['0100', 'exception'],
    [1032, 'exception'],
    [1999, 'exception'],
    [-1, 'exception'],
  ] as const)('%s → %s', (code, outcome) => {
    expect(classifyCode(code)).toBe(outcome);
  });

  it('calls accepted only 0 and observations, never every code below 2000', () => {
    expect(isAcceptedCode(4332)).toBe(true);
    expect(isAcceptedCode(0)).toBe(true);
    expect(isAcceptedCode(1033)).toBe(false);
    expect(isAcceptedCode(2335)).toBe(false);
  });
});
