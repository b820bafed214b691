/** Pasarelas de Pago's texts (issue 16); key-format and enabling texts come from the contracts. */
export const gatewaysMessages = {
  title: 'Pasarelas de Pago',
  description:
    'Las credenciales de cada pasarela. Los secretos se guardan cifrados y nunca se vuelven a mostrar: solo sus últimos 4 caracteres.',
  loadError: 'No se pudieron cargar las pasarelas.',
  loading: 'Cargando las pasarelas',
  enabled: 'Habilitada',
  disabled: 'Deshabilitada',
  noAdapter: 'Sin integración: no se puede habilitar para el cobro',
  mode: 'Modo',
  configure: 'Configurar',
  configureLabel: (gateway: string) => `Configurar ${gateway}`,
  secretSet: (masked: string) => `Guardado: ${masked}`,
  secretUnset: 'Sin guardar',
  form: {
    title: (gateway: string) => `Configurar ${gateway}`,
    mode: 'Modo',
    enabled: 'Habilitada para el cobro',
    keepSecret: (masked: string) => `Guardado: ${masked}. Déjalo vacío para conservarlo.`,
    newSecret: 'Se guardará cifrado y no se volverá a mostrar',
    optional: 'Opcional',
    save: 'Guardar',
    cancel: 'Cancelar',
    savedTitle: 'Pasarela guardada',
  },
} as const;
