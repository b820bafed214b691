import { describe, expect, it } from '@jest/globals';
import { AFFECTATION_CODES, OPERATION_TYPES } from '@facturador/contracts';
import {
  CATALOG_03,
  CATALOG_05,
  CATALOG_06,
  CATALOG_07,
  CATALOG_09,
  CATALOG_10,
  CATALOG_51,
  CATALOG_52,
  CATALOG_53,
  CATALOG_54,
  UNIT_NAMES,
  unitNameOf,
} from '../../src/calc.ts';

describe('SUNAT catalogs', () => {
  it('maps every Catálogo 07 code of the input to its Catálogo 05 scheme', () => {
    const schemes = Object.fromEntries(AFFECTATION_CODES.map((code) => [code, CATALOG_07[code].scheme]));
    expect(schemes).toEqual({
      '10': '1000',
      '11': '9996',
      '12': '9996',
      '13': '9996',
      '14': '9996',
      '15': '9996',
      '16': '9996',
      '17': '1016',
      '20': '9997',
      '21': '9996',
      '30': '9998',
      '31': '9996',
      '32': '9996',
      '33': '9996',
      '34': '9996',
      '35': '9996',
      '36': '9996',
      '40': '9995',
    });
    expect(AFFECTATION_CODES.filter((code) => CATALOG_07[code].free)).toHaveLength(13);
  });

  it('names each tax scheme as greenter writes it', () => {
    expect(
      Object.values(CATALOG_05).map(({ code, name, typeCode }) => `${code} ${name} ${typeCode}`),
    ).toEqual([
      '1000 IGV VAT',
      '1016 IVAP VAT',
      '2000 ISC EXC',
      '7152 ICBPER OTH',
      '9995 EXP FRE',
      '9996 GRA FRE',
      '9997 EXO VAT',
      '9998 INA FRE',
    ]);
  });

  it('lists note reasons 01–13 (credit) and 01–03, 11, 12 (debit)', () => {
    expect(Object.keys(CATALOG_09)).toHaveLength(13);
    expect(Object.keys(CATALOG_10).sort()).toEqual(['01', '02', '03', '11', '12']);
    expect(CATALOG_10['12']).toBe('Ajustes afectos al IVAP');
    expect(CATALOG_09['13']).toBe('Ajustes - montos y/o fechas de pago');
  });

  it('names every operation type the input accepts', () => {
    for (const code of OPERATION_TYPES) expect(CATALOG_51[code]).toBeTruthy();
  });

  it('holds the legends, discounts, detracción goods, identity documents and units in Spanish', () => {
    expect(CATALOG_52['1002']).toBe('TRANSFERENCIA GRATUITA DE UN BIEN Y/O SERVICIO PRESTADO GRATUITAMENTE');
    expect(CATALOG_53['00']).toMatch(/afectan la base/);
    expect(CATALOG_53['02']).toMatch(/globales que afectan/);
    expect(CATALOG_54['037']).toEqual({ name: 'Demás servicios gravados con el IGV', percent: '12' });
    for (const good of Object.values(CATALOG_54)) expect(Number(good.percent)).toBeGreaterThan(0);
    expect(CATALOG_06['6']).toBe('RUC');
    expect(CATALOG_06['1']).toBe('DNI');
    expect(CATALOG_03.NIU).toBe('Unidad (bienes)');
    expect(CATALOG_03.ZZ).toBe('Unidad (servicios)');
    expect(CATALOG_03.KGM).toBe('Kilogramo');
  });

  it('names every unit of Catálogo 03 as a person says it after a quantity', () => {
    expect(Object.keys(UNIT_NAMES).sort()).toEqual(Object.keys(CATALOG_03).sort());
    expect(unitNameOf('NIU', '1')).toBe('unidad');
    expect(unitNameOf('NIU', '1.000')).toBe('unidad');
    expect(unitNameOf('NIU', '2')).toBe('unidades');
    expect(unitNameOf('ZZ', '1')).toBe('servicio');
    expect(unitNameOf('KGM', '0.5')).toBe('kilogramos');
    expect(unitNameOf('KGM', '10')).toBe('kilogramos');
    // A code outside the catalogue's usual ones stays as SUNAT writes it.
    expect(unitNameOf('4A', '3')).toBe('4A');
  });
});
