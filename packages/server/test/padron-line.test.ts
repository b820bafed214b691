import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { padronLines } from '../src/padron/padron-file.ts';
import { isPadronHeader, parsePadronLine } from '../src/padron/padron-line.ts';

const collect = async (lines: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const line of lines) all.push(line);
  return all;
};

describe('a line of the padrón reducido', () => {
  it('reads the fifteen columns, ignores the trailing pipe and prints the address as SUNAT does', () => {
    expect(
      parsePadronLine(
        '20601234573|TRANSPORTES SEÑOR DE LOS MILAGROS S.A.C.|ACTIVO|NO HALLADO|150103|AV.|NICOLÁS AYLLÓN|URB.|SANTA RAQUEL|3420|B|-|-|-|-|',
      ),
    ).toEqual({
      ruc: '20601234573',
      razonSocial: 'TRANSPORTES SEÑOR DE LOS MILAGROS S.A.C.',
      estado: 'ACTIVO',
      condicion: 'NO HALLADO',
      ubigeo: '150103',
      address: 'AV. NICOLÁS AYLLÓN NRO. 3420 INT. B URB. SANTA RAQUEL',
    });
    expect(
      parsePadronLine(
        '20499887766|MINERA QORI ILLARI S.A.|ACTIVO|HABIDO|030101|-|-|C.P.|HUANCARAMA|-|-|12|-|C|-|',
      )?.address,
    ).toBe('MZA. C LOTE 12 C.P. HUANCARAMA');
    expect(
      parsePadronLine('20488677210|AGRO S.A.|ACTIVO|HABIDO|110101|CAR.|PANAMERICANA SUR|-|-|-|-|-|-|-|300|')
        ?.address,
    ).toBe('CAR. PANAMERICANA SUR KM. 300');
  });

  it('treats missing trailing columns and "-" as empty, and a missing ubigeo as none', () => {
    expect(parsePadronLine('10098765431|ÑAUPARI VILCA JUAN|BAJA DE OFICIO|NO HALLADO|-')).toEqual({
      ruc: '10098765431',
      razonSocial: 'ÑAUPARI VILCA JUAN',
      estado: 'BAJA DE OFICIO',
      condicion: 'NO HALLADO',
      ubigeo: null,
      address: '',
    });
    expect(
      parsePadronLine('20512333797|COMERCIAL  ANDINA S.A.C. |ACTIVO|HABIDO|1501|JR.|LAMPA\r'),
    ).toMatchObject({
      razonSocial: 'COMERCIAL ANDINA S.A.C.',
      ubigeo: null,
      address: 'JR. LAMPA',
    });
  });

  it('refuses lines that cannot be a taxpayer', () => {
    expect(parsePadronLine('')).toBeNull();
    expect(parsePadronLine('2051233379|SIN DIGITO|ACTIVO|HABIDO|150101|')).toBeNull();
    expect(parsePadronLine('2051233379X|LETRA|ACTIVO|HABIDO|150101|')).toBeNull();
    expect(parsePadronLine('20512333797|-|ACTIVO|HABIDO|150101|')).toBeNull();
    expect(parsePadronLine('20512333797|SIN ESTADO')).toBeNull();
    expect(parsePadronLine('basura sin pipes')).toBeNull();
    expect(
      parsePadronLine('20512333797|DE MAS|ACTIVO|HABIDO|150101|-|-|-|-|-|-|-|-|-|-|COLUMNA 16|'),
    ).toBeNull();
  });

  it('recognises the header line', () => {
    expect(isPadronHeader('RUC|NOMBRE O RAZÓN SOCIAL|ESTADO DEL CONTRIBUYENTE|')).toBe(true);
    expect(isPadronHeader('20512333797|COMERCIAL ANDINA S.A.C.|ACTIVO|')).toBe(false);
  });

  it('decodes Latin-1 bytes, whatever the chunk boundaries and line endings', async () => {
    const bytes = Buffer.from(
      'RUC|NOMBRE|\r\n10098765431|ÑAUPARI VILCA JUAN|ACTIVO|HABIDO|\n20000000001|Ó|',
      'latin1',
    );
    // "Ñ" is one byte in Latin-1 (0xD1), two in UTF-8: cut the stream right after it.
    const cut = bytes.indexOf(0xd1) + 1;
    const lines = await collect(padronLines(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)])));
    expect(lines).toEqual(['RUC|NOMBRE|', '10098765431|ÑAUPARI VILCA JUAN|ACTIVO|HABIDO|', '20000000001|Ó|']);
  });
});
