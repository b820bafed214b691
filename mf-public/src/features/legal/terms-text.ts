import { provider, type LegalDocument } from './legal-document.ts';

/** The terms, naming the deployment's support address (config.json, SPEC.md §9). */
export const termsText = (supportEmail: string): LegalDocument => ({
  title: 'Términos y condiciones',
  updated: '1 de noviembre de 2026',
  intro: [
    `Estos términos regulan el uso de Facturador, la plataforma de facturación electrónica que ofrece ${provider.name} (RUC ${provider.ruc}). Al crear una cuenta aceptas estos términos y nuestra política de privacidad.`,
  ],
  sections: [
    {
      heading: '1. El servicio',
      paragraphs: [
        'Facturador permite emitir, firmar, enviar a SUNAT o a un OSE, consultar y conservar comprobantes de pago electrónicos y otros documentos tributarios, según el plan contratado.',
        'Facturador es una herramienta: el contenido de cada comprobante (cliente, montos, impuestos, descripciones) y su oportunidad son responsabilidad del emisor.',
      ],
    },
    {
      heading: '2. Cuenta y seguridad',
      items: [
        'Debes ser mayor de edad y proporcionar datos veraces. Validamos tu identidad y el RUC de tus empresas.',
        'Eres responsable de la confidencialidad de tu contraseña y de las acciones realizadas con tu cuenta y por los usuarios que invites.',
        'Debes registrar un usuario secundario SOL y un certificado digital vigentes; si vencen o se revocan, no podremos enviar tus comprobantes.',
      ],
    },
    {
      heading: '3. Planes, tokens y pagos',
      items: [
        'Los precios se expresan en soles e incluyen el IGV (18 %). Cada plan otorga una cantidad mensual de documentos (tokens) y límites de usuarios, empresas y establecimientos.',
        'Cada comprobante emitido consume un token. Los tokens del plan no usados en el mes no se acumulan; los de paquetes adicionales se mantienen mientras la suscripción esté activa.',
        'La suscripción se renueva mensualmente de forma automática hasta que la canceles. Si un pago no se completa, la suscripción pasa a «pendiente de pago» y luego a «vencida»; en ese estado puedes consultar tus comprobantes, pero no emitir nuevos.',
        'Puedes cancelar en cualquier momento; la cancelación surte efecto al final del periodo pagado. No se hacen devoluciones por periodos parciales, salvo lo que disponga el Código de Protección y Defensa del Consumidor.',
      ],
    },
    {
      heading: '4. Uso aceptable',
      items: [
        'No usar el servicio para emitir comprobantes por operaciones inexistentes o con fines fraudulentos.',
        'No intentar acceder a cuentas o datos ajenos, ni interferir con el funcionamiento de la plataforma.',
        'No revender el servicio sin un acuerdo escrito con nosotros.',
      ],
    },
    {
      heading: '5. Disponibilidad y soporte',
      paragraphs: [
        'Procuramos una disponibilidad continua, salvo mantenimientos programados que anunciamos con anticipación. Si SUNAT o el OSE no están disponibles, tus comprobantes quedan en cola y se envían en cuanto el servicio se restablezca, dentro de los plazos legales.',
        `El soporte se atiende por ${supportEmail} y WhatsApp en días hábiles de 9:00 a 18:00 (hora de Lima).`,
      ],
    },
    {
      heading: '6. Responsabilidad',
      paragraphs: [
        'No respondemos por multas o contingencias derivadas de información incorrecta ingresada por el usuario, de credenciales SOL o certificados vencidos, ni de fallas de SUNAT u otros terceros. Nuestra responsabilidad total se limita al monto pagado por el usuario en los últimos tres meses.',
      ],
    },
    {
      heading: '7. Datos y propiedad',
      paragraphs: [
        'Tus comprobantes y datos son tuyos: puedes descargarlos en cualquier momento y durante 90 días después de cancelar tu cuenta. El software, la marca y los contenidos de Facturador son de nuestra propiedad.',
      ],
    },
    {
      heading: '8. Cambios, ley aplicable y reclamos',
      paragraphs: [
        'Podemos modificar estos términos avisándote con al menos 15 días de anticipación. Se rigen por las leyes de la República del Perú; cualquier controversia se somete a los jueces y tribunales de Lima Cercado.',
        `Puedes registrar quejas o reclamos en nuestro Libro de Reclamaciones virtual o escribiendo a ${supportEmail}; respondemos en un plazo máximo de 15 días hábiles.`,
      ],
    },
  ],
});
