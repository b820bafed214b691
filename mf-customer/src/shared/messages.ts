/** Every text mf-customer writes; the spec's own texts come from @facturador/auth-api. */
export const messages = {
  /** A section's load error (Mis Planes, the dashboard): shared/section-status.tsx. */
  sectionStatus: { retry: 'Reintentar' },
  /** A document's history: the same event repeated, shown once (shared/event-history.tsx). */
  eventHistory: {
    repeated: (count: number, last: string) => `${count} veces; la última, ${last}`,
  },
  onboarding: {
    title: 'Registra tu primera empresa',
    body: 'Para empezar a emitir comprobantes electrónicos, registra la empresa con la que vas a facturar.',
    ruc: 'RUC',
    rucHint: '11 dígitos; se comprueba el dígito verificador',
    businessName: 'Razón social',
    tradeName: 'Nombre comercial (opcional)',
    fiscalAddress: 'Dirección fiscal',
    /** The review's line for the district chosen (optional at onboarding). */
    district: 'Distrito',
    review: 'Revisar datos',
    confirmTitle: 'Confirma los datos de tu empresa',
    confirmBody: 'Revisa que los datos coincidan con tu ficha RUC de SUNAT.',
    edit: 'Corregir',
    confirm: 'Confirmar y continuar',
    confirming: 'Registrando…',
    none: '—',
    /** The review, for a RUC the padrón loaded does not list (issue 40 item 7). */
    notInPadron:
      'El RUC no figura en el padrón de SUNAT cargado en Facturador: tu empresa quedará como «No verificado en el padrón».',
  },
  /**
   * Issue 28 item 10 and issue 39 item 4: the RUC looked up in SUNAT's padrón reducido as it
   * is typed (onboarding, «Agregar empresa», «Nuevo cliente»; the padrón's own refusals are
   * the contract's `rucLookupMessages`).
   */
  rucLookup: {
    searching: 'Buscando el RUC en el padrón de SUNAT…',
    filled: (state: string, condition: string) =>
      `Datos tomados del padrón de SUNAT (${state}, ${condition}). Revísalos: puedes corregirlos.`,
    /** Found, but every field it could fill already held what the person typed. */
    found: (state: string, condition: string) =>
      `El RUC figura en el padrón de SUNAT (${state}, ${condition}). Se conservaron los datos que escribiste.`,
    failed: 'No se pudo consultar el padrón de SUNAT. Completa los datos a mano.',
    /**
     * Issue 40 item 7, in the company forms (onboarding, «Agregar empresa»): a RUC outside the
     * padrón loaded is no dead end; the company is registered as not verified.
     */
    companyNotInPadron:
      'Este RUC no figura en el padrón de SUNAT cargado en Facturador. Escribe la razón social y la dirección fiscal como aparecen en tu ficha RUC: la empresa se registrará como «No verificado en el padrón».',
  },
} as const;
