import { z } from 'zod';
import { signingModeSchema, type SigningMode } from './company-signing.ts';
import { PADRON_ACTIVE_STATE, PADRON_HABIDO_CONDITION } from './ruc-padron.ts';
import { solTestSchema, type SolTest } from './sol-connection-test.ts';

/**
 * Issue 40 item 5, «Pasar a producción»: what the product verifies before a company issues
 * documents with tax value (docs/decisions/0048). The server computes the checks with
 * `productionReadinessOf` at every answer of the company and again, inside the switch's
 * transaction, before it changes anything; the dashboard and the checklist only show them.
 */
export const PRODUCTION_CHECK_KINDS = ['ruc', 'signing', 'sol', 'series'] as const;
export type ProductionCheckKind = (typeof PRODUCTION_CHECK_KINDS)[number];

const rucCheckSchema = z.object({
  kind: z.literal('ruc'),
  ok: z.boolean(),
  /** Not in the padrón loaded on the server, or not ACTIVO / HABIDO there. */
  problem: z.enum(['notInPadron', 'notActive', 'notHabido']).nullable(),
  /** The padrón's words (ACTIVO, BAJA DE OFICIO…; HABIDO, NO HALLADO…); null when not in it. */
  state: z.string().nullable(),
  condition: z.string().nullable(),
});

const signingCheckSchema = z.object({
  kind: z.literal('signing'),
  ok: z.boolean(),
  mode: signingModeSchema,
  problem: z.enum(['designationMissing', 'certificateMissing', 'certificateExpired']).nullable(),
});

const solCheckSchema = z.object({
  kind: z.literal('sol'),
  ok: z.boolean(),
  /** `untested`: never tried, or the user or password changed since. */
  problem: z.enum(['missing', 'untested', 'failed']).nullable(),
  /** The last test of the current credentials on the production channel. */
  lastTest: solTestSchema.nullable(),
});

const seriesCheckSchema = z.object({
  kind: z.literal('series'),
  ok: z.boolean(),
  problem: z.enum(['missing']).nullable(),
});

export const productionCheckSchema = z.discriminatedUnion('kind', [
  rucCheckSchema,
  signingCheckSchema,
  solCheckSchema,
  seriesCheckSchema,
]);
export type ProductionCheck = z.infer<typeof productionCheckSchema>;
export type ProductionCheckOf<Kind extends ProductionCheckKind> = Extract<ProductionCheck, { kind: Kind }>;

/** In every company answer: whether it may switch, each check, and since when it is in production. */
export const productionReadinessSchema = z.object({
  ready: z.boolean(),
  checks: z.array(productionCheckSchema),
  /** When it switched to production through the checklist; null while in test (or switched before it existed). */
  since: z.string().nullable(),
});
export type ProductionReadiness = z.infer<typeof productionReadinessSchema>;

/** What the checks read: the server gathers it in the same query as the company. */
export interface ProductionFacts {
  /** The company's row in the loaded padrón reducido, null when the RUC is not in it. */
  padron: { state: string; condition: string } | null;
  signing: { mode: SigningMode; pseDesignationConfirmedAt: string | null };
  /** The end of the company's own certificate, null when none is uploaded. */
  certificateNotAfter: string | null;
  sol: { user: string | null; passwordSetAt: string | null };
  /** The last test on the channel its real documents would go to, of these same credentials. */
  solTest: SolTest | null;
  /** Active series on active establishments. */
  activeSeries: number;
  since: string | null;
}

function rucCheck(padron: ProductionFacts['padron']): ProductionCheckOf<'ruc'> {
  const facts = { state: padron?.state ?? null, condition: padron?.condition ?? null };
  const problem = !padron
    ? 'notInPadron'
    : padron.state !== PADRON_ACTIVE_STATE
      ? 'notActive'
      : padron.condition !== PADRON_HABIDO_CONDITION
        ? 'notHabido'
        : null;
  return { kind: 'ruc', ok: problem === null, problem, ...facts };
}

function signingCheck(facts: ProductionFacts, now: Date): ProductionCheckOf<'signing'> {
  const { mode, pseDesignationConfirmedAt } = facts.signing;
  const problem =
    mode === 'pse'
      ? pseDesignationConfirmedAt
        ? null
        : 'designationMissing'
      : !facts.certificateNotAfter
        ? 'certificateMissing'
        : new Date(facts.certificateNotAfter).getTime() <= now.getTime()
          ? 'certificateExpired'
          : null;
  return { kind: 'signing', ok: problem === null, mode, problem };
}

/**
 * SUNAT took these credentials on the production channel. A later test that only found the
 * service down does not undo an earlier success; one that SUNAT refused does.
 */
function solCheck({ sol, solTest }: ProductionFacts): ProductionCheckOf<'sol'> {
  if (!sol.user || !sol.passwordSetAt) return { kind: 'sol', ok: false, problem: 'missing', lastTest: null };
  if (!solTest) return { kind: 'sol', ok: false, problem: 'untested', lastTest: null };
  const works = solTest.okAt !== null && (solTest.outcome === 'ok' || solTest.outcome === 'unavailable');
  return { kind: 'sol', ok: works, problem: works ? null : 'failed', lastTest: solTest };
}

/** The one function behind the checklist, the dashboard's steps and the switch. */
export function productionReadinessOf(facts: ProductionFacts, now: Date): ProductionReadiness {
  const series: ProductionCheckOf<'series'> =
    facts.activeSeries > 0
      ? { kind: 'series', ok: true, problem: null }
      : { kind: 'series', ok: false, problem: 'missing' };
  const checks: ProductionCheck[] = [
    rucCheck(facts.padron),
    signingCheck(facts, now),
    solCheck(facts),
    series,
  ];
  return { ready: checks.every((check) => check.ok), checks, since: facts.since };
}

/** POST /companies/:id/production: the person read that test documents stay tests. */
export const productionSwitchRequestSchema = z.strictObject({
  acknowledgeTestDocuments: z.literal(true, {
    error: 'Confirma que leíste que los comprobantes de prueba no pasan a producción',
  }),
});
export type ProductionSwitchRequest = z.input<typeof productionSwitchRequestSchema>;

const checkTitles = {
  ruc: 'RUC activo y habido en SUNAT',
  signing: { pse: 'Facturador designado como tu PSE en SUNAT', own: 'Certificado digital vigente' },
  sol: 'Usuario SOL probado en producción',
  series: 'Series listas para emitir',
} as const;

/** Not in SPEC.md: the checklist's words, shared by the server's refusal and the screens. */
export const productionMessages = {
  title: 'Pasar a producción',
  intro:
    'En producción tus comprobantes van a SUNAT (o a tu OSE) y tienen valor tributario. Facturador verifica esto antes del cambio:',
  checkTitle: (check: ProductionCheck): string =>
    check.kind === 'signing' ? checkTitles.signing[check.mode] : checkTitles[check.kind],
  problems: {
    notInPadron:
      'El RUC no figura en la copia del padrón de SUNAT que tiene Facturador, así que no podemos verificar que esté activo y habido. Escríbenos a soporte para actualizarla.',
    notActive: (state: string) =>
      `SUNAT registra el RUC en estado ${state}: solo un RUC ACTIVO emite comprobantes con valor tributario. Regulariza su estado en SUNAT.`,
    notHabido: (condition: string) =>
      `El domicilio fiscal figura como ${condition} en SUNAT: regulariza la condición de HABIDO antes de emitir en producción.`,
    designationMissing:
      'Designa a Facturador como tu Proveedor de Servicios Electrónicos (PSE) en SUNAT Operaciones en Línea y confirma en Facturación electrónica › Firma que lo hiciste.',
    certificateMissing:
      'Sube tu certificado digital en Facturación electrónica, o elige «Facturador firma por ti».',
    certificateExpired:
      'Tu certificado digital venció: sube uno vigente en Facturación electrónica, o elige «Facturador firma por ti».',
    solMissing:
      'Registra tu usuario SOL secundario y su clave en Facturación electrónica: con él se envían tus comprobantes.',
    solUntested: 'Prueba la conexión con tu usuario SOL en Facturación electrónica (Probar conexión).',
    solFailed:
      'La última prueba de conexión falló: corrige lo que indica en Facturación electrónica y vuelve a probar.',
    seriesMissing: 'Activa o crea al menos una serie, por ejemplo F001 para facturas o B001 para boletas.',
  },
  ok: 'Listo',
  pending: 'Falta',
  fix: 'Corregir',
  warningTitle: 'Los comprobantes de prueba no pasan a producción',
  warning:
    'Lo que emitiste en pruebas sigue siendo de prueba: no tiene valor tributario y no se envía a SUNAT. La numeración continúa: tu primer comprobante real toma el siguiente número de cada serie.',
  acknowledge: 'Entiendo que los comprobantes de prueba no pasan a producción',
  action: 'Pasar a producción',
  notReady: 'Completa lo que falta para pasar a producción.',
  /** 409: the server's own check failed; `details` names each check that did. */
  refused: 'Aún no puedes pasar a producción: falta completar la lista de verificación.',
  alreadyInProduction: 'La empresa ya emite en producción.',
  /** PATCH /companies/:id with environment production: only through the checklist. */
  useChecklist:
    'Para pasar a producción usa «Pasar a producción»: Facturador verifica antes que todo esté listo.',
  switched: (company: string) =>
    `${company} ya emite en producción: tus comprobantes tienen valor tributario desde ahora.`,
  inProduction: (company: string) => `${company} emite en producción.`,
  inProductionSince: (company: string, date: string) => `${company} emite en producción desde el ${date}.`,
  backToCompany: 'Volver a la empresa',
} as const;

/** The refusal's words for one failing check, as the 409's details and the checklist write them. */
export function productionProblemText(check: ProductionCheck): string | null {
  const p = productionMessages.problems;
  switch (check.kind) {
    case 'ruc':
      return check.problem === 'notInPadron'
        ? p.notInPadron
        : check.problem === 'notActive'
          ? p.notActive(check.state ?? '')
          : check.problem === 'notHabido'
            ? p.notHabido(check.condition ?? '')
            : null;
    case 'signing':
      return check.problem ? p[check.problem] : null;
    case 'sol':
      return check.problem === 'missing'
        ? p.solMissing
        : check.problem === 'untested'
          ? p.solUntested
          : check.problem === 'failed'
            ? p.solFailed
            : null;
    case 'series':
      return check.problem ? p.seriesMissing : null;
  }
}
