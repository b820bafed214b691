import { describe, expect, it } from '@jest/globals';
import type { DespatchInput, DespatchInputDraft } from '@facturador/contracts';
import { computeDespatch } from '../../src/compute-despatch.ts';
import { DESPATCH_RULES, validateDespatch } from '../../src/rules/despatch/index.ts';
import {
  despatchInput,
  guiaRemitentePrivadoM1L,
  guiaRemitentePublico,
  guiaTransportistaSubcontratada,
} from '../fixtures/despatches.ts';
import { issuer } from '../fixtures/issuer.ts';

const context = { issuerRuc: issuer.ruc };
const codes = (input: DespatchInput) => validateDespatch(input, context).map((found) => found.code);
/** A fixture with some fields replaced, parsed again as the API would. */
const change = (base: DespatchInput, fields: Partial<DespatchInputDraft>): DespatchInput =>
  despatchInput({ ...base, ...fields } as DespatchInputDraft);

const privado = change(guiaRemitentePublico, {
  transportMode: '02',
  carrier: undefined,
  vehicle: { plate: 'ABC123' },
  drivers: [
    {
      documentType: '1',
      documentNumber: '44556677',
      firstName: 'JUAN',
      lastName: 'QUISPE',
      licence: 'Q44556677',
    },
  ],
});

describe('the golden guías', () => {
  it.each([
    ['09 público', guiaRemitentePublico],
    ['09 privado M1/L', guiaRemitentePrivadoM1L],
    ['09 privado', privado],
    ['31 subcontratada', guiaTransportistaSubcontratada],
  ])('%s breaks no rule', (_name, input) => {
    expect(validateDespatch(input, context)).toEqual([]);
  });
});

/** Each rule: a guía that breaks it gets its code (and only a removed rule would miss it). */
const cases: Array<[code: string, input: () => DespatchInput, severity?: 'error' | 'observation']> = [
  ['1001', () => change(guiaRemitentePublico, { series: 'V001' })],
  ['3383', () => change(guiaTransportistaSubcontratada, { shipper: undefined })],
  ['2554', () => change(guiaRemitentePrivadoM1L, { recipient: guiaRemitentePublico.recipient })],
  [
    '2555',
    () =>
      change(guiaRemitentePublico, {
        recipient: { documentType: '6', documentNumber: issuer.ruc, name: issuer.businessName },
      }),
  ],
  [
    '3417',
    () =>
      change(guiaRemitentePublico, {
        reasonCode: '06',
        recipient: { documentType: '1', documentNumber: '44556677', name: 'JUAN QUISPE' },
      }),
  ],
  ['3404', () => change(guiaRemitentePublico, { reasonCode: undefined })],
  ['2532', () => change(guiaRemitentePublico, { transportMode: undefined })],
  ['3343', () => change(privado, { startDate: '2026-11-30' })],
  ['4385', () => change(guiaRemitentePublico, { handoverDate: undefined })],
  ['4386', () => change(guiaRemitentePublico, { startDate: '2026-11-30' }), 'observation'],
  ['2558', () => change(guiaRemitentePublico, { carrier: undefined })],
  ['3347', () => change(privado, { carrier: guiaRemitentePublico.carrier })],
  ['2560', () => change(guiaRemitentePublico, { carrier: { ruc: issuer.ruc, name: issuer.businessName } })],
  ['4391', () => change(guiaTransportistaSubcontratada, { mtcRegistration: undefined }), 'observation'],
  ['2566', () => change(privado, { vehicle: undefined })],
  ['3354', () => change(guiaRemitentePublico, { vehicle: { plate: 'ABC123' } })],
  [
    '4408',
    () => change(guiaRemitentePrivadoM1L, { m1OrLVehicle: false, secondaryVehicles: [{ plate: 'XYZ987' }] }),
    'observation',
  ],
  ['3453', () => change(guiaRemitentePrivadoM1L, { secondaryVehicles: [{ plate: 'XYZ987' }] })],
  ['3388', () => change(guiaTransportistaSubcontratada, { m1OrLVehicle: true })],
  ['3455', () => change(guiaRemitentePrivadoM1L, { drivers: privado.drivers })],
  ['4399', () => change(guiaTransportistaSubcontratada, { vehicle: { plate: 'ABC123' } }), 'observation'],
  ['3357', () => change(guiaTransportistaSubcontratada, { drivers: [] })],
  [
    '3362',
    () =>
      change(guiaTransportistaSubcontratada, {
        drivers: [guiaTransportistaSubcontratada.drivers[0]!, guiaTransportistaSubcontratada.drivers[0]!],
      }),
  ],
  ['3390', () => change(guiaTransportistaSubcontratada, { subcontractor: { ruc: issuer.ruc, name: 'YO' } })],
  ['4388', () => change(guiaTransportistaSubcontratada, { freightPayer: undefined }), 'observation'],
  ['4402', () => change(guiaTransportistaSubcontratada, { freightPayer: 'Tercero' })],
  [
    '3410',
    () =>
      change(guiaRemitentePublico, {
        origin: { ...guiaRemitentePublico.origin, establishmentRuc: undefined },
      }),
  ],
  [
    '3365',
    () => change(guiaRemitentePrivadoM1L, { origin: { ubigeo: '150101', address: 'AV. LOS OLIVOS 123' } }),
  ],
  [
    '3414',
    () =>
      change(guiaRemitentePrivadoM1L, {
        destination: { ...guiaRemitentePrivadoM1L.destination, establishmentRuc: '20512345678' },
      }),
  ],
  [
    '3340',
    () =>
      change(guiaRemitentePublico, {
        relatedDocuments: [
          guiaRemitentePublico.relatedDocuments[0]!,
          guiaRemitentePublico.relatedDocuments[0]!,
        ],
      }),
  ],
  [
    '3445',
    () => change(guiaRemitentePublico, { relatedDocuments: [{ documentType: '82', number: 'DJ-1' }] }),
  ],
  [
    '3380',
    () => change(guiaRemitentePublico, { relatedDocuments: [{ documentType: '01', number: 'F001-9' }] }),
  ],
];

describe.each(cases)('rule %s', (code, input, severity = 'error') => {
  it(`is said as ${severity} when broken`, () => {
    const found = validateDespatch(input(), context).filter((issue) => issue.code === code);
    expect(found).not.toEqual([]);
    expect(found.every((issue) => issue.severity === severity)).toBe(true);
    expect(found[0]?.message).toMatch(/\S/);
  });
});

describe('dated: the handover date (GOODS_HANDOVER_DATE, from 2026-06-02)', () => {
  const before = change(guiaRemitentePublico, {
    issueDate: '2026-06-01',
    startDate: '2026-06-01',
    handoverDate: '2026-06-01',
  });

  it('is not asked before the date, nor written', () => {
    const withoutIt = change(before, { handoverDate: undefined });
    expect(codes(withoutIt)).not.toContain('4385');
    expect(computeDespatch(before, { issuer, number: 1 }).handoverEvent).toBeUndefined();
  });

  it('is asked and written from the date', () => {
    expect(
      codes(change(before, { issueDate: '2026-06-02', startDate: '2026-06-02', handoverDate: undefined })),
    ).toContain('4385');
    expect(computeDespatch(guiaRemitentePublico, { issuer, number: 1 }).handoverEvent).toBe('2026-12-01');
  });

  it('is not asked of a guía the issuer moves itself', () => {
    expect(codes(change(privado, { handoverDate: undefined }))).not.toContain('4385');
  });
});

it('every rule in the table is exercised above', () => {
  expect(DESPATCH_RULES.length).toBe(27);
});
