import { describe, expect, it } from '@jest/globals';
import { productionProblemText, productionReadinessOf, type ProductionFacts } from '../src/index.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const ready: ProductionFacts = {
  padron: { state: 'ACTIVO', condition: 'HABIDO' },
  signing: { mode: 'pse', pseDesignationConfirmedAt: '2026-11-20T00:00:00.000Z' },
  certificateNotAfter: null,
  sol: { user: 'FACTURA1', passwordSetAt: '2026-11-20T00:00:00.000Z' },
  solTest: {
    testedAt: '2026-11-21T00:00:00.000Z',
    outcome: 'ok',
    code: null,
    sunatMessage: null,
    okAt: '2026-11-21T00:00:00.000Z',
  },
  activeSeries: 6,
  since: null,
};
const problems = (facts: Partial<ProductionFacts>) =>
  productionReadinessOf({ ...ready, ...facts }, NOW).checks.map((check) => [check.kind, check.problem]);

describe('«Pasar a producción»: the one function behind the checklist, the dashboard and the switch', () => {
  it('is ready when the RUC is active and habido, the signing settled, the SOL user tested and a series active', () => {
    expect(productionReadinessOf(ready, NOW)).toMatchObject({ ready: true, since: null });
  });

  it('reads the padrón: absent, not ACTIVO (first), not HABIDO', () => {
    expect(problems({ padron: null })[0]).toEqual(['ruc', 'notInPadron']);
    expect(problems({ padron: { state: 'BAJA DE OFICIO', condition: 'NO HALLADO' } })[0]).toEqual([
      'ruc',
      'notActive',
    ]);
    const noHallado = productionReadinessOf(
      { ...ready, padron: { state: 'ACTIVO', condition: 'NO HALLADO' } },
      NOW,
    );
    expect(productionProblemText(noHallado.checks[0]!)).toContain('figura como NO HALLADO');
  });

  it('settles the signing by the designation (Facturador signs) or a certificate still valid now (own)', () => {
    expect(problems({ signing: { mode: 'pse', pseDesignationConfirmedAt: null } })[1]).toEqual([
      'signing',
      'designationMissing',
    ]);
    const own = { mode: 'own', pseDesignationConfirmedAt: null } as const;
    expect(problems({ signing: own })[1]).toEqual(['signing', 'certificateMissing']);
    expect(problems({ signing: own, certificateNotAfter: NOW.toISOString() })[1]).toEqual([
      'signing',
      'certificateExpired',
    ]);
    expect(problems({ signing: own, certificateNotAfter: '2027-01-01T00:00:00.000Z' })[1]).toEqual([
      'signing',
      null,
    ]);
  });

  it('needs a success of the current SOL credentials: the service being down does not undo it, a refusal does', () => {
    expect(problems({ sol: { user: null, passwordSetAt: null } })[2]).toEqual(['sol', 'missing']);
    expect(problems({ solTest: null })[2]).toEqual(['sol', 'untested']);
    const later = { ...ready.solTest!, testedAt: '2026-11-22T00:00:00.000Z' };
    expect(problems({ solTest: { ...later, outcome: 'unavailable' } })[2]).toEqual(['sol', null]);
    expect(problems({ solTest: { ...later, outcome: 'profile', code: '0111' } })[2]).toEqual([
      'sol',
      'failed',
    ]);
    expect(problems({ solTest: { ...later, outcome: 'unavailable', okAt: null } })[2]).toEqual([
      'sol',
      'failed',
    ]);
  });

  it('needs an active series', () => {
    expect(problems({ activeSeries: 0 })[3]).toEqual(['series', 'missing']);
    expect(productionReadinessOf({ ...ready, activeSeries: 0 }, NOW).ready).toBe(false);
  });
});
