import { describe, expect, it } from '@jest/globals';
import type { DespatchInputDraft } from '@facturador/contracts';
import { parseXml, type Element } from '../src/document/dom.ts';
import { GRE_RULES, applyGreRules } from '../src/index.ts';
import { driver, guiaXml, privado, shipper, transportista } from './fixtures/gre.ts';

/**
 * The double's guía rules, one case each: a guía that breaks the rule gets its code, and the
 * accepted guías get none (so a rule removed from GRE_RULES fails its case).
 */
const publico: DespatchInputDraft = {
  ...privado,
  transportMode: '01',
  vehicle: undefined,
  drivers: [],
  carrier: { ruc: '20601234567', name: 'TRANSPORTES ANDINOS S.A.C.', mtcRegistration: '1528745CNG' },
};
const m1l: DespatchInputDraft = { ...privado, vehicle: undefined, drivers: [], m1OrLVehicle: true };

function judge(xml: string, type: '09' | '31' = '09') {
  const root = parseXml(xml)!.documentElement as unknown as Element;
  const found = applyGreRules({ root, type, ruc: shipper.ruc });
  return [...(found.error ? [found.error] : []), ...found.observations];
}
const xml = (draft: DespatchInputDraft) => guiaXml(draft);
const edit = (draft: DespatchInputDraft, from: string | RegExp, to: string) => {
  const source = xml(draft);
  const changed = source.replace(from, to);
  if (changed === source) throw new Error(`nothing to replace: ${String(from)}`);
  return changed;
};

describe('accepted guías break no rule', () => {
  it.each([
    ['09 privado', privado],
    ['09 público', publico],
    ['09 M1/L', m1l],
  ])('%s', (_name, draft) => expect(judge(xml(draft))).toEqual([]));
  it('31 subcontratada', () => expect(judge(xml(transportista), '31')).toEqual([]));
});

const cases: Array<[code: string, xml: () => string, type?: '09' | '31']> = [
  ['1001', () => xml({ ...privado, series: 'V001' })],
  ['3436', () => edit(privado, '<cbc:IssueDate>2026-11-26<', '<cbc:IssueDate>26/11/2026<')],
  ['3437', () => edit(privado, /<cbc:IssueTime>[^<]*<\/cbc:IssueTime>/, '')],
  ['3438', () => edit(privado, '<cbc:IssueTime>10:00:00<', '<cbc:IssueTime>10h00<')],
  ['3406', () => edit(privado, /<cac:TransitPeriod>.*?<\/cac:TransitPeriod>/, '')],
  ['3407', () => edit(privado, '<cbc:StartDate>2026-11-26<', '<cbc:StartDate>2026/11/27<')],
  ['3343', () => xml({ ...privado, startDate: '2026-11-25' })],
  ['4385', () => edit(publico, /<cac:TransitPeriod>.*?<\/cac:TransitPeriod>/, '')],
  ['4386', () => xml({ ...publico, startDate: '2026-11-25' })],
  ['3404', () => xml({ ...privado, reasonCode: undefined })],
  ['3405', () => edit(privado, />01<\/cbc:HandlingCode>/, '>99</cbc:HandlingCode>')],
  ['2532', () => xml({ ...privado, transportMode: undefined })],
  ['2773', () => edit(privado, />02<\/cbc:TransportModeCode>/, '>03</cbc:TransportModeCode>')],
  ['2554', () => xml({ ...privado, reasonCode: '04' })],
  [
    '2555',
    () => xml({ ...privado, recipient: { documentType: '6', documentNumber: shipper.ruc, name: 'YO' } }),
  ],
  [
    '3417',
    () =>
      xml({
        ...privado,
        reasonCode: '06',
        recipient: { documentType: '1', documentNumber: '44556677', name: 'JUAN' },
      }),
  ],
  ['3383', () => xml({ ...transportista, shipper: undefined }), '31'],
  [
    '2560',
    () => xml({ ...transportista, shipper: { documentType: '6', documentNumber: shipper.ruc, name: 'YO' } }),
    '31',
  ],
  ['2558', () => xml({ ...publico, carrier: undefined })],
  ['3347', () => xml({ ...privado, carrier: publico.carrier })],
  ['4391', () => xml({ ...transportista, mtcRegistration: undefined }), '31'],
  [
    '3391',
    () =>
      edit(
        transportista,
        /(<cac:LogisticsOperatorParty><cac:PartyIdentification><cbc:ID schemeID=")6/,
        '$11',
      ),
    '31',
  ],
  ['3390', () => xml({ ...transportista, subcontractor: { ruc: shipper.ruc, name: 'YO' } }), '31'],
  ['2566', () => xml({ ...privado, vehicle: undefined })],
  ['2567', () => edit(privado, '>ABC123<', '>ABC-12<')],
  ['3354', () => xml({ ...publico, vehicle: { plate: 'ABC123' } })],
  ['3453', () => xml({ ...m1l, vehicle: { plate: 'ABC123' }, secondaryVehicles: [{ plate: 'XYZ987' }] })],
  [
    '4389',
    () =>
      edit(
        privado,
        '<cbc:ID>ABC123</cbc:ID>',
        '<cbc:ID>ABC123</cbc:ID>' +
          ['A', 'B', 'C']
            .map(
              (l) =>
                `<cac:AttachedTransportEquipment><cbc:ID>${l}BC123</cbc:ID></cac:AttachedTransportEquipment>`,
            )
            .join(''),
      ),
  ],
  ['3357', () => xml({ ...privado, drivers: [] })],
  ['3358', () => xmlTwoPrincipals()],
  [
    '4376',
    () =>
      xml({
        ...privado,
        drivers: [driver, { ...driver, licence: 'A11111111' }, { ...driver, licence: 'B11111111' }],
      }).replace(
        '</cac:ShipmentStage>',
        '<cac:DriverPerson><cbc:JobTitle>Secundario</cbc:JobTitle><cac:IdentityDocumentReference><cbc:ID>C11111111</cbc:ID></cac:IdentityDocumentReference></cac:DriverPerson></cac:ShipmentStage>',
      ),
  ],
  ['3455', () => xml({ ...m1l, drivers: [driver] })],
  ['2572', () => edit(privado, /<cac:IdentityDocumentReference>.*?<\/cac:IdentityDocumentReference>/, '')],
  ['2573', () => edit(privado, '>Q44556677<', '>Q-1<')],
  ['3362', () => xml({ ...privado, drivers: [driver, driver] })],
  ['2880', () => edit(privado, /<cbc:GrossWeightMeasure[^>]*>[^<]*<\/cbc:GrossWeightMeasure>/, '')],
  ['2523', () => edit(privado, '>120.500<', '>120.5001<')],
  ['3435', () => edit(privado, /<cac:DespatchLine>.*<\/cac:DespatchLine>/, '')],
  ['2776', () => edit(privado, '>150131<', '>1501<')],
  [
    '3410',
    () =>
      xml({
        ...privado,
        origin: { ubigeo: '150101', address: 'AV. LOS OLIVOS 123', establishmentCode: '0001' },
      }),
  ],
  [
    '3340',
    () =>
      xml({ ...privado, relatedDocuments: [privado.relatedDocuments![0]!, privado.relatedDocuments![0]!] }),
  ],
  ['3380', () => xml({ ...privado, relatedDocuments: [{ documentType: '01', number: 'F001-10' }] })],
];

/** Two drivers both marked Principal. */
function xmlTwoPrincipals(): string {
  return xml({ ...privado, drivers: [driver, { ...driver, licence: 'A11111111' }] }).replace(
    '>Secundario<',
    '>Principal<',
  );
}

describe.each(cases)('rule %s', (code, build, type = '09') => {
  it('is reported when broken', () => {
    expect(GRE_RULES.some((rule) => rule.code === code)).toBe(true);
    expect(judge(build(), type)).toContain(code);
  });
});

it('every rule of the table has its case', () => {
  expect(GRE_RULES.map((rule) => rule.code).sort()).toEqual(cases.map(([code]) => code).sort());
});
