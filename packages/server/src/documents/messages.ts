/**
 * Every Spanish line the server writes in a document's history (document_events, «Historial»),
 * in one place. What SUNAT itself says (its code's text, its observations) is written as SUNAT
 * sent it; the failure texts of a send without a verdict are contracts' (sunat-failure-text.ts).
 */
export const TIMELINE_TEXTS = {
  signed: (label: string) => `Numerado ${label} y firmado`,
  resent: 'Reenviado a SUNAT',
  /** SUNAT's verdict, then its code and text. */
  verdict: {
    accepted: 'Aceptado por SUNAT',
    observed: 'Aceptado por SUNAT con observaciones',
    rejected: 'Rechazado por SUNAT: el número queda anulado',
    exception: 'SUNAT no lo recibió (excepción): corrige y reenvía',
  },
  verdictLine: (verdict: string, code: string, description: string) => `${verdict}. ${code} - ${description}`,
  voidSent: (summary: string, reason: string) => `Baja enviada en ${summary}: ${reason}`,
  voided: (summary: string) => `Anulado: SUNAT aceptó la baja ${summary}`,
  voidRefused: (summary: string, code: string, description: string) =>
    `SUNAT no aceptó la baja ${summary} (${code} - ${description}): emite una nota de crédito para anularlo`,
  deadlineNear: (deadline: string) =>
    `El plazo para que SUNAT lo reciba vence el ${deadline}: reenvíalo o corrígelo antes`,
  emailSent: (to: string) => `Enviado por email a ${to}`,
  emailFailed: (to: string) => `No se pudo enviar por email a ${to}`,
} as const;
