/** Every text mf-customer writes; the spec's own texts come from @facturador/auth-api. */
export const messages = {
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
  },
} as const;
