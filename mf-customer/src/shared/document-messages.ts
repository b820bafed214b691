import type { OtherDocumentStatus } from '@facturador/contracts';

/**
 * Texts one feature writes and another shows (issue 44 item 4: no import between features). The
 * features' own messages refer to these blocks, so each text is written once.
 */
export const sharedDocumentMessages = {
  /** Issue 40: a document issued in the test environment, wherever it shows. */
  testDocument: {
    chip: 'Prueba',
    title: 'Comprobante de prueba: emitido en el ambiente de pruebas, sin valor tributario',
  },
  /** «Guías de remisión» as Comprobantes links to it (the list, a factura's «Emitir guía»). */
  despatches: {
    title: 'Guías de remisión',
    fromInvoice: 'Emitir guía',
  },
  /** «Retenciones y percepciones» (issue 41) as Comprobantes and the company's settings show it. */
  otherDocuments: {
    open: 'Retenciones y percepciones',
    loadError: 'No se pudo cargar la información. Revisa tu conexión e inténtalo de nuevo.',
    /** The status in a word for the chip; contracts' OTHER_DOCUMENT_STATUS_LABELS is its long form. */
    status: {
      signed: 'Firmado',
      sent: 'Enviado',
      accepted: 'Aceptado',
      observed: 'Con observaciones',
      rejected: 'Rechazado',
      exception: 'Con excepción',
      reverting: 'Reversión en proceso',
      reverted: 'Revertido',
    } satisfies Record<OtherDocumentStatus, string>,
    /** The company's agent flags, in Facturación electrónica. */
    agent: {
      title: 'Retenciones y percepciones',
      intro:
        'Marca la condición que SUNAT le asignó a la empresa: solo así podrá emitir comprobantes de retención o de percepción desde Comprobantes.',
      save: 'Guardar condición de agente',
    },
  },
  /**
   * «Enviar por correo» (shared/email-dialog.tsx), of a factura or boleta and of a retención or
   * percepción (decision 61); the server's answers are contracts' documentDeliveryMessages.
   */
  email: {
    open: 'Enviar por correo',
    title: (number: string) => `Enviar ${number} por correo`,
    hint: 'Le llegan el PDF y el XML. El envío queda en el historial del comprobante.',
    send: 'Enviar',
    cancel: 'Cancelar',
    sent: 'Comprobante enviado',
  },
  /** The company's GRE credentials (issue 42), in Facturación electrónica. */
  gre: {
    title: 'Credenciales de API SUNAT (guías de remisión)',
    intro:
      'Las guías se envían a la API de SUNAT con el client_id y el client_secret que generas en Menú SOL → Credenciales de API SUNAT, junto con el usuario SOL secundario.',
    setAt: (when: string) => `Guardadas el ${when}. No se vuelven a mostrar.`,
    notSet: 'Aún no guardaste las credenciales de API de SUNAT.',
    clientId: 'client_id',
    clientSecret: 'client_secret',
    save: 'Guardar credenciales de API',
    test: 'Probar conexión',
    testing: 'Probando…',
  },
} as const;
