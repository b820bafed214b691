import { z } from 'zod';

/**
 * Issue 40 item 3, «Probar conexión»: the company's SOL user and password are tried against the
 * channel its real documents go to (SUNAT production, or its OSE) with a request that registers
 * nothing: the status of a ticket that cannot exist (billService getStatus). SUNAT checks the
 * user before it looks for the ticket, so «El ticket no existe» (0127) means the user may send.
 * The failures are SUNAT's return codes (CódigosRetorno of its validation sheets), grouped by
 * what the person has to do about them.
 */
export const SOL_TEST_OUTCOMES = [
  /** SUNAT took the user: 0127/0126 (the ticket is unknown or not theirs), or a status answer. */
  'ok',
  /** 0102, 0103, 0104, 0106: the user does not exist or the password is wrong. */
  'credentials',
  /** 0105: the user exists but SUNAT has it deactivated. */
  'userInactive',
  /** 0111: the SOL user lacks the profile to send electronic documents. */
  'profile',
  /** 0112: SUNAT asks for a secondary user. */
  'notSecondary',
  /** 0113 (not affiliated to Factura Electrónica), 1078 (must issue through an OSE). */
  'notEnabled',
  /** No answer, an unreadable one, HTTP 5xx, or SUNAT's own trouble (0100, 0109, 0130–0138, 0200…). */
  'unavailable',
  /** Any other code: shown with SUNAT's own words. */
  'unknown',
] as const;
export type SolTestOutcome = (typeof SOL_TEST_OUTCOMES)[number];
export const solTestOutcomeSchema = z.enum(SOL_TEST_OUTCOMES);

/** The last test of the company's SOL credentials on its production channel, as the pages show it. */
export const solTestSchema = z.object({
  testedAt: z.string(),
  outcome: solTestOutcomeSchema,
  /** SUNAT's return code when it gave one (e.g. "0111"); null for no answer and for success. */
  code: z.string().nullable(),
  /** SUNAT's own text for an `unknown` code, to show as SUNAT wrote it. */
  sunatMessage: z.string().nullable(),
  /** The last successful test of these same credentials on this channel; null while none. */
  okAt: z.string().nullable(),
});
export type SolTest = z.infer<typeof solTestSchema>;

/** POST /companies/:id/credentials/sol/test: what SUNAT (or the OSE) said, and where it was asked. */
export const solTestResultSchema = solTestSchema.extend({
  /** "SUNAT (producción)" or the OSE's name: where the credentials were tried. */
  channel: z.string(),
  solUser: z.string(),
});
export type SolTestResult = z.infer<typeof solTestResultSchema>;

export const solTestResponseSchema = z.object({
  success: z.literal(true),
  /** The outcome's title (solTestMessages.outcomes[outcome].title). */
  message: z.string(),
  data: solTestResultSchema,
});

/** The SUNAT channel's name in the result: the test always goes where real documents go. */
export const SUNAT_PRODUCTION_CHANNEL = 'SUNAT (producción)';

interface OutcomeText {
  title: (code: string | null, channel: string) => string;
  /** What to do, in order. */
  steps: readonly string[];
}

const codeSuffix = (code: string | null) => (code ? ` (código ${code})` : '');

/** Not in SPEC.md: the words of «Probar conexión», each failure with the way to fix it. */
export const solTestMessages = {
  button: 'Probar conexión',
  testing: 'Probando la conexión…',
  intro: (channel: string) =>
    `Prueba tu usuario SOL con ${channel}, adonde irán tus comprobantes reales. No se envía ningún comprobante.`,
  notSaved: 'Guarda primero tu usuario SOL secundario y su clave para probar la conexión.',
  noProductionAddress:
    'El proveedor de tu canal de envío no tiene dirección de producción configurada. Pide a un administrador que la registre en Proveedores.',
  lastOk: (date: string) => `Última prueba correcta: ${date}.`,
  lastFailed: (date: string) => `La última prueba, del ${date}, falló.`,
  never: 'Aún no pruebas la conexión con estas credenciales.',
  stepsLabel: 'Qué hacer',
  outcomes: {
    ok: {
      title: (_code, channel) => `Conexión correcta: ${channel} aceptó tu usuario SOL`,
      steps: [],
    },
    credentials: {
      title: (code) => `SUNAT no reconoce el usuario SOL o su clave${codeSuffix(code)}`,
      steps: [
        'Escribe solo el usuario secundario, sin el RUC delante: Facturador lo agrega por ti.',
        'Vuelve a escribir la clave SOL de ese usuario y guárdala.',
        'Si no la recuerdas, cámbiala en SUNAT Operaciones en Línea › Administración de usuarios secundarios, con la Clave SOL principal.',
      ],
    },
    userInactive: {
      title: (code) => `El usuario SOL está desactivado en SUNAT${codeSuffix(code)}`,
      steps: [
        'Actívalo en SUNAT Operaciones en Línea › Administración de usuarios secundarios, con la Clave SOL principal, o registra aquí otro usuario secundario.',
      ],
    },
    profile: {
      title: (code) =>
        `Tu usuario SOL no tiene el perfil para enviar comprobantes electrónicos${codeSuffix(code)}`,
      steps: [
        'Entra a SUNAT Operaciones en Línea con el RUC y la Clave SOL principal de la empresa.',
        'Abre Administración de usuarios secundarios y modifica tu usuario secundario (o crea uno).',
        'En Asignar perfiles, marca Comprobantes de pago › Envío de comprobantes electrónicos (SEE - Del contribuyente) y guarda.',
        'SUNAT puede tardar hasta 24 horas en activar el perfil: vuelve a probar después.',
      ],
    },
    notSecondary: {
      title: (code) => `SUNAT pide un usuario SOL secundario${codeSuffix(code)}`,
      steps: [
        'Crea un usuario secundario en SUNAT Operaciones en Línea › Administración de usuarios secundarios, con el perfil de Comprobantes de pago.',
        'Regístralo aquí con su clave, sin el RUC delante.',
      ],
    },
    notEnabled: {
      title: (code) => `El RUC no está habilitado como emisor electrónico para este canal${codeSuffix(code)}`,
      steps: [
        'Revisa en SUNAT Operaciones en Línea que la empresa esté afiliada como emisora electrónica (SEE - Del contribuyente).',
        'Si SUNAT te obligó a emitir a través de un OSE, elígelo en Ambiente y canal de envío y vuelve a probar.',
      ],
    },
    unavailable: {
      title: (code, channel) => `No pudimos comunicarnos con ${channel}${codeSuffix(code)}`,
      steps: [
        'Suele ser una caída pasajera del servicio: vuelve a probar en unos minutos.',
        'Si sigue fallando, escríbenos a soporte.',
      ],
    },
    unknown: {
      title: (code, channel) => `${channel} respondió con un error${codeSuffix(code)}`,
      steps: [
        'Lee el mensaje de SUNAT y vuelve a probar; si no sabes cómo corregirlo, escríbenos a soporte.',
      ],
    },
  } satisfies Record<SolTestOutcome, OutcomeText>,
} as const;
