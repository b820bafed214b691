import { describe, expect, it } from '@jest/globals';
import { buildRetentionPerceptionXml, buildVoidedXml } from '@facturador/einvoice';
import { first, parseXml, type Element } from '../src/document/dom.ts';
import { parseOtherCpeZipName } from '../src/other-cpe/file-name.ts';
import { readOtherCpe } from '../src/other-cpe/read-other-cpe.ts';
import { checkReversionContent, checkReversionRegistry } from '../src/other-cpe/reversion.ts';
import { applyOtherCpeRules } from '../src/other-cpe/rules/index.ts';
import { observation4314 } from '../src/other-cpe/rules/observation-4314.ts';
import { rule2618 } from '../src/other-cpe/rules/rule-2618-2602.ts';
import { rule2619 } from '../src/other-cpe/rules/rule-2619-2603.ts';
import { rule2620 } from '../src/other-cpe/rules/rule-2620-2604.ts';
import { rule2623 } from '../src/other-cpe/rules/rule-2623-2608.ts';
import { rule2625 } from '../src/other-cpe/rules/rule-2625-2612.ts';
import { rule2628 } from '../src/other-cpe/rules/rule-2628-2667.ts';
import { rule2629 } from '../src/other-cpe/rules/rule-2629-2668.ts';
import { rule2661 } from '../src/other-cpe/rules/rule-2661-2659.ts';
import { rule2692 } from '../src/other-cpe/rules/rule-2692.ts';
import { rule2985 } from '../src/other-cpe/rules/rule-2985.ts';
import { rule3303 } from '../src/other-cpe/rules/rule-3303.ts';
import type { OtherCpeRule } from '../src/other-cpe/rules/rule.ts';
import { Registry } from '../src/registry/registry.ts';
import { agent, computeOtherCpe, perceptionDraft, retentionDraft, reversion } from './fixtures/other-cpe.ts';

/**
 * The double's own rules of the other CPE, each on a document the product built and then altered
 * the way the sheet's row describes: the rule answers its code, and nothing on the valid one.
 */
const retentionRoot = () =>
  parseXml(buildRetentionPerceptionXml(computeOtherCpe(retentionDraft)))!.documentElement!;
const perceptionRoot = () =>
  parseXml(buildRetentionPerceptionXml(computeOtherCpe(perceptionDraft)))!.documentElement!;

/** Sets the text of the first element at `path` (dom.ts path syntax). */
function set(root: Element, path: string, value: string): Element {
  const element = first(root, path)!;
  element.textContent = value;
  return root;
}

const retention = (alter: (root: Element) => void = () => undefined) => {
  const root = retentionRoot();
  alter(root);
  return readOtherCpe(root, '20');
};
const perception = (alter: (root: Element) => void = () => undefined) => {
  const root = perceptionRoot();
  alter(root);
  return readOtherCpe(root, '40');
};

const REF20 = 'sac:SUNATRetentionDocumentReference';
const REF40 = 'sac:SUNATPerceptionDocumentReference';
const codeOf = (rule: OtherCpeRule, doc: ReturnType<typeof retention>) => rule.check(doc)?.code ?? null;

describe('the double reads what the product built', () => {
  it('finds nothing wrong in a valid retención and percepción', () => {
    expect(applyOtherCpeRules(retention())).toEqual({ observations: [] });
    expect(applyOtherCpeRules(perception())).toEqual({ observations: [] });
  });
});

describe('the rules of Retenciones1_0 and Percepciones1_0', () => {
  it('2620 / 2604: the provider or customer is the issuer', () => {
    const self = (root: Element) => set(root, 'cac:ReceiverParty/cac:PartyIdentification/cbc:ID', agent.ruc);
    expect(codeOf(rule2620, retention(self))).toBe('2620');
    expect(codeOf(rule2620, perception(self))).toBe('2604');
  });

  it('2618 / 2602: a régimen outside catálogo 23 / 22', () => {
    expect(
      codeOf(
        rule2618,
        retention((root) => set(root, 'sac:SUNATRetentionSystemCode', '03')),
      ),
    ).toBe('2618');
    expect(
      codeOf(
        rule2618,
        perception((root) => set(root, 'sac:SUNATPerceptionSystemCode', '04')),
      ),
    ).toBe('2602');
  });

  it('2619 / 2603: a rate other than the catálogo gives the régimen', () => {
    expect(
      codeOf(
        rule2619,
        retention((root) => set(root, 'sac:SUNATRetentionPercent', '6.00')),
      ),
    ).toBe('2619');
    expect(
      codeOf(
        rule2619,
        perception((root) => set(root, 'sac:SUNATPerceptionPercent', '1.00')),
      ),
    ).toBe('2603');
    // Catálogo 22: 02 is 1 % and 03 is 0.5 %.
    const fuel = perception((root) => {
      set(root, 'sac:SUNATPerceptionSystemCode', '03');
      set(root, 'sac:SUNATPerceptionPercent', '0.50');
    });
    expect(codeOf(rule2619, fuel)).toBeNull();
  });

  it('2628 / 2667: the total withheld or collected is not the sum of the documents', () => {
    expect(
      codeOf(
        rule2628,
        retention((root) => set(root, 'cbc:TotalInvoiceAmount', '91.75')),
      ),
    ).toBe('2628');
    expect(
      codeOf(
        rule2628,
        perception((root) => set(root, 'cbc:TotalInvoiceAmount', '47.19')),
      ),
    ).toBe('2667');
  });

  it('2629 / 2668: the total paid or collected is not the sum of the nets plus the rounding', () => {
    expect(
      codeOf(
        rule2629,
        retention((root) => set(root, 'sac:SUNATTotalPaid', '2966.27')),
      ),
    ).toBe('2629');
    expect(
      codeOf(
        rule2629,
        perception((root) => set(root, 'sac:SUNATTotalCashed', '2407.00')),
      ),
    ).toBe('2668');
  });

  it('2623 / 2608: an amount or a net outside ±1 of payment × rate (× exchange rate)', () => {
    // The second document's 56.34 is USD 500 × 3 % × 3.756: within one sol it passes, beyond it fails.
    const alterSecond = (value: string) => (root: Element) => {
      const references = [
        ...root.getElementsByTagNameNS(root.lookupNamespaceURI('sac')!, 'SUNATRetentionAmount'),
      ];
      references[1]!.textContent = value;
    };
    expect(codeOf(rule2623, retention(alterSecond('57.30')))).toBeNull();
    expect(codeOf(rule2623, retention(alterSecond('15.00')))).toBe('2623');
    const net = `${REF40}/sac:SUNATPerceptionInformation/sac:SUNATNetTotalCashed`;
    expect(
      codeOf(
        rule2623,
        perception((root) => set(root, net, '1000.00')),
      ),
    ).toBe('2608');
  });

  it('3303 from 2021-09-01, observation 4314 the day before: a rounding over 1', () => {
    const rounded = (issueDate: string) =>
      retention((root) => {
        set(root, 'cbc:IssueDate', issueDate);
        const rounding = root.ownerDocument!.createElementNS(
          root.lookupNamespaceURI('cbc')!,
          'cbc:PayableRoundingAmount',
        );
        rounding.textContent = '1.50';
        root.insertBefore(rounding, first(root, 'sac:SUNATTotalPaid')!);
      });
    expect(codeOf(rule3303, rounded('2021-09-01'))).toBe('3303');
    expect(codeOf(observation4314, rounded('2021-09-01'))).toBeNull();
    expect(codeOf(rule3303, rounded('2021-08-31'))).toBeNull();
    expect(codeOf(observation4314, rounded('2021-08-31'))).toBe('4314');
  });

  it('2692: a retención relating a boleta', () => {
    const boleta = (root: Element) => first(root, `${REF20}/cbc:ID`)!.setAttribute('schemeID', '03');
    expect(codeOf(rule2692, retention(boleta))).toBe('2692');
    const boletaCollected = (root: Element) => first(root, `${REF40}/cbc:ID`)!.setAttribute('schemeID', '03');
    expect(codeOf(rule2692, perception(boletaCollected))).toBeNull();
  });

  it('2985: the 6 % régimen with a document issued after 2014-02-28, not on that day', () => {
    const sixPercent = (relatedDate: string) =>
      retention((root) => {
        set(root, 'sac:SUNATRetentionSystemCode', '02');
        for (const date of root.getElementsByTagNameNS(root.lookupNamespaceURI('cbc')!, 'IssueDate'))
          if (date.parentNode !== root) date.textContent = relatedDate;
      });
    expect(codeOf(rule2985, sixPercent('2014-03-01'))).toBe('2985');
    expect(codeOf(rule2985, sixPercent('2014-02-28'))).toBeNull();
  });

  it('2661 / 2659: payments of two months', () => {
    const paid = `${REF20}/cac:Payment/cbc:PaidDate`;
    expect(
      codeOf(
        rule2661,
        retention((root) => set(root, paid, '2026-10-30')),
      ),
    ).toBe('2661');
    expect(
      codeOf(
        rule2661,
        perception((root) => set(root, `${REF40}/cac:Payment/cbc:PaidDate`, '2026-10-30')),
      ),
    ).toBe('2659');
  });

  it('2625 / 2612: a payment after the comprobante or before its related document', () => {
    expect(
      codeOf(
        rule2625,
        retention((root) => set(root, `${REF20}/cac:Payment/cbc:PaidDate`, '2026-11-21')),
      ),
    ).toBe('2625');
    expect(
      codeOf(
        rule2625,
        perception((root) => set(root, `${REF40}/cac:Payment/cbc:PaidDate`, '2026-11-09')),
      ),
    ).toBe('2612');
  });
});

describe('the resumen de reversiones (Resumen_de_reversiones1_0)', () => {
  type Line = { documentType: '20' | '40'; series: string; number: number };
  const rrRoot = (lines: Line[] = [{ documentType: '20', series: 'R001', number: 1 }]) =>
    parseXml(buildVoidedXml(reversion(lines)))!.documentElement!;

  it('2308, 2674/2675, 2348, 2671: types, series, duplicates and dates in the file', () => {
    expect(checkReversionContent(rrRoot())).toBeNull();
    expect(
      checkReversionContent(set(rrRoot(), 'sac:VoidedDocumentsLine/cbc:DocumentTypeCode', '01'))?.code,
    ).toBe('2308');
    expect(checkReversionContent(rrRoot([{ documentType: '20', series: 'P001', number: 1 }]))?.code).toBe(
      '2674',
    );
    expect(checkReversionContent(rrRoot([{ documentType: '40', series: 'R001', number: 1 }]))?.code).toBe(
      '2675',
    );
    const twice = rrRoot([
      { documentType: '20', series: 'R001', number: 1 },
      { documentType: '20', series: 'R001', number: 1 },
    ]);
    expect(checkReversionContent(twice)?.code).toBe('2348');
    expect(checkReversionContent(set(rrRoot(), 'cbc:ReferenceDate', '2026-11-22'))?.code).toBe('2671');
  });

  it('2750 / 2751: a document SUNAT does not have, or one already reverted', () => {
    const registry = new Registry();
    expect(checkReversionRegistry(registry, agent.ruc, rrRoot())?.code).toBe('2750');
    const entry = {
      ruc: agent.ruc,
      type: '20',
      series: 'R001',
      number: 1,
      responseCode: '0',
      receivedAt: '2026-11-20T15:00:00Z',
      via: 'sendBill' as const,
    };
    registry.put({ ...entry, status: 'accepted' });
    expect(checkReversionRegistry(registry, agent.ruc, rrRoot())).toBeNull();
    registry.put({ ...entry, status: 'voided' });
    expect(checkReversionRegistry(registry, agent.ruc, rrRoot())?.code).toBe('2751');
  });
});

describe('the names of the other-CPE service', () => {
  it('take R/P series and physical ones, RR summaries, and refuse the rest (0151)', () => {
    expect(parseOtherCpeZipName('20000000001-20-R001-1.zip')).toMatchObject({
      kind: 'bill',
      type: '20',
      number: 1,
    });
    expect(parseOtherCpeZipName('20000000001-40-0001-12.zip')).toMatchObject({
      kind: 'bill',
      series: '0001',
    });
    expect(parseOtherCpeZipName('20000000001-RR-20261121-1.zip')).toMatchObject({
      kind: 'summary',
      id: 'RR-20261121-1',
    });
    expect(parseOtherCpeZipName('20000000001-20-P001-1.zip')).toBeNull();
    expect(parseOtherCpeZipName('20000000001-01-F001-1.zip')).toBeNull();
    expect(parseOtherCpeZipName('20000000001-20-R001-0.zip')).toBeNull();
  });
});
