import type { CompanyEnvironment } from '@facturador/contracts';

/** A company's card and badges (Mis Empresas, the dashboard). */
export const companyCardMessages = {
  ruc: 'RUC',
  /** SUNAT calls its test environment "Beta": the word a customer meets in SUNAT's own guides. */
  environment: { demo: 'Beta SUNAT (pruebas)', production: 'Producción' } satisfies Record<
    CompanyEnvironment,
    string
  >,
  /** Issue 40 item 7: a company whose RUC the padrón loaded does not list (its data was typed). */
  notVerified: 'No verificado en el padrón',
  certificateExpired: 'El certificado digital venció: renuévalo para seguir emitiendo.',
  certificateExpiring: (date: string) => `El certificado digital vence el ${date}.`,
};
