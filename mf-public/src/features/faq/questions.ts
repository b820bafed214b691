/** The questions users of a Peruvian e-invoicing platform ask (DOMAIN.md, "FAQ topics"). */
export interface Question {
  id: string;
  question: string;
  answer: string[];
}

export const questionGroups: { title: string; questions: Question[] }[] = [
  {
    title: 'Facturación electrónica',
    questions: [
      {
        id: 'que-es',
        question: '¿Qué es la facturación electrónica y quiénes están obligados?',
        answer: [
          'Es la emisión de comprobantes de pago en formato digital (XML firmado) que se envían a SUNAT, directamente o a través de un Operador de Servicios Electrónicos (OSE), para que tengan validez tributaria.',
          'SUNAT designa a los emisores electrónicos por resolución, y hoy prácticamente todos los contribuyentes del Régimen General, del Régimen MYPE Tributario y del Régimen Especial están obligados. Cualquier contribuyente puede además incorporarse de forma voluntaria.',
        ],
      },
      {
        id: 'documentos',
        question: '¿Qué documentos puedo emitir con Facturador?',
        answer: [
          'Facturas (01), boletas de venta (03), notas de crédito (07) y de débito (08), guías de remisión remitente (09) y transportista (31), comprobantes de retención (20) y de percepción (40) y liquidaciones de compra (04).',
          'También enviamos por ti los resúmenes diarios de boletas (RC), las comunicaciones de baja (RA) y los resúmenes de reversiones (RR).',
        ],
      },
      {
        id: 'conservacion',
        question: '¿Cuánto tiempo se guardan mis comprobantes?',
        answer: [
          'Conservamos el XML firmado, la representación impresa (PDF) y la constancia de recepción (CDR) de cada comprobante mientras tu cuenta esté activa y, como mínimo, durante el plazo de prescripción tributaria que exige el Código Tributario (cuatro años, contados desde el 1 de enero del año siguiente al vencimiento de la declaración).',
        ],
      },
    ],
  },
  {
    title: 'Configuración ante SUNAT',
    questions: [
      {
        id: 'certificado',
        question: '¿Qué es el certificado digital y cuál necesito?',
        answer: [
          'Es el archivo (.pfx) con el que se firma cada comprobante para garantizar su autoría e integridad. Puedes usar el certificado gratuito que SUNAT otorga a los emisores electrónicos desde SUNAT Operaciones en Línea, o comprar uno a una entidad acreditada ante INDECOPI.',
          'Todo certificado tiene una fecha de vencimiento (normalmente uno a tres años). Facturador te avisa con anticipación para que lo renueves y subas el nuevo antes de que caduque.',
        ],
      },
      {
        id: 'usuario-sol',
        question: '¿Cómo creo un usuario secundario SOL?',
        answer: [
          'Ingresa a SUNAT Operaciones en Línea con tu RUC y Clave SOL, entra a «Administración de usuarios secundarios», crea un usuario y asígnale los perfiles de emisión electrónica y de consulta de comprobantes.',
          'Registra ese usuario y su clave en Facturador: así no compartes tu Clave SOL principal y puedes revocar el acceso cuando quieras.',
        ],
      },
      {
        id: 'ose-pse',
        question: '¿Qué diferencia hay entre un OSE y un PSE?',
        answer: [
          'El OSE (Operador de Servicios Electrónicos) valida tus comprobantes en nombre de SUNAT y te devuelve la constancia de recepción. El PSE (Proveedor de Servicios Electrónicos) emite y firma por encargo del contribuyente, pero no valida.',
          'Facturador puede enviar directamente a SUNAT, a través de un OSE o trabajar con tu PSE; lo eliges por empresa.',
        ],
      },
      {
        id: 'demo-produccion',
        question: '¿Qué es el ambiente de demostración y cuándo paso a producción?',
        answer: [
          'En demostración (beta) los comprobantes se envían a los servicios de prueba de SUNAT y no tienen validez tributaria: sirven para revisar tus series, tu logo y tus datos. Cuando todo esté listo, cambias la empresa a producción y empiezas a emitir comprobantes válidos.',
        ],
      },
      {
        id: 'series',
        question: '¿Cómo funcionan las series y la numeración?',
        answer: [
          'Cada serie tiene 4 caracteres y empieza con la letra del tipo de documento: F para facturas, B para boletas, T para guías del remitente y V para guías del transportista (por ejemplo, F001 o B002). El correlativo tiene hasta 8 dígitos.',
          'Puedes tener series distintas por establecimiento. Un número rechazado por SUNAT no se vuelve a usar: se emite con el siguiente correlativo.',
        ],
      },
    ],
  },
  {
    title: 'Respuestas de SUNAT',
    questions: [
      {
        id: 'cdr',
        question: '¿Qué significa que un comprobante esté rechazado u observado?',
        answer: [
          'El CDR (constancia de recepción) dice si el comprobante fue aceptado. Un comprobante rechazado no tiene validez: hay que corregir el error y emitir uno nuevo con otro número. Uno aceptado con observaciones sí es válido, pero conviene corregir lo observado en los siguientes.',
        ],
      },
      {
        id: 'bajas',
        question: '¿Cómo anulo un comprobante? ¿Qué es el resumen diario?',
        answer: [
          'Una factura aceptada se anula con una comunicación de baja (RA) dentro del plazo que fija SUNAT, o con una nota de crédito. Las boletas se informan y se anulan a través del resumen diario (RC).',
          'Facturador genera y envía los resúmenes automáticamente y te muestra su estado.',
        ],
      },
    ],
  },
  {
    title: 'Planes y pagos',
    questions: [
      {
        id: 'cuota',
        question: '¿Qué pasa si se acaban los documentos de mi plan?',
        answer: [
          'Cada comprobante emitido consume un token. Si llegas al límite del mes puedes comprar un paquete de tokens adicional, que se suma a tu saldo al instante, o pasar a un plan mayor. Nunca perdemos un comprobante a medio emitir: te avisamos antes de llegar al límite.',
        ],
      },
      {
        id: 'pagos',
        question: '¿Cómo pago y cuándo se renueva mi plan?',
        answer: [
          'Pagas con tarjeta de crédito o débito, Yape o transferencia a través de pasarelas seguras (Culqi, Niubiz, Izipay, Mercado Pago o PayPal). Los precios están en soles e incluyen IGV, y emitimos tu factura electrónica.',
          'El plan se renueva cada mes en la misma fecha. Si el pago no se completa, la suscripción queda pendiente de pago unos días antes de vencer; puedes cancelarla cuando quieras desde «Mis Planes».',
        ],
      },
    ],
  },
];
