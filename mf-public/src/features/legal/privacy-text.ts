import { provider, type LegalDocument } from './legal-document.ts';

/** Ley 29733 de Protección de Datos Personales and its reglamento (D.S. 016-2024-JUS). */
export const privacyText: LegalDocument = {
  title: 'Política de privacidad',
  updated: '1 de noviembre de 2026',
  intro: [
    `${provider.name} (RUC ${provider.ruc}), con domicilio en ${provider.address}, es titular del banco de datos personales en el que se guardan los datos de quienes usan Facturador, y responsable de su tratamiento conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, y a su Reglamento aprobado por el Decreto Supremo N.° 016-2024-JUS.`,
    'Esta política explica qué datos tratamos, para qué, con quién los compartimos, cuánto tiempo los conservamos y cómo puedes ejercer tus derechos.',
  ],
  sections: [
    {
      heading: '1. Banco de datos personales',
      paragraphs: [
        'Los datos se almacenan en el banco de datos personales «Usuarios y clientes de Facturador», inscrito en el Registro Nacional de Protección de Datos Personales de la Autoridad Nacional de Protección de Datos Personales (ANPD) del Ministerio de Justicia y Derechos Humanos. Los mensajes del formulario de contacto se guardan en el banco «Contactos comerciales».',
      ],
    },
    {
      heading: '2. Datos que tratamos',
      items: [
        'Datos de identificación y contacto: nombres, apellidos, tipo y número de documento de identidad, correo electrónico, teléfono y fotografía de perfil si la proporcionas o la recibimos de Google al iniciar sesión con tu cuenta.',
        'Datos de tus empresas: RUC, razón social, dirección fiscal, establecimientos, usuario secundario SOL y certificado digital (estos dos últimos se guardan cifrados y solo se usan para firmar y enviar tus comprobantes).',
        'Datos de los comprobantes que emites, que pueden incluir datos de tus clientes (nombre o razón social y documento de identidad).',
        'Datos de uso y de seguridad: sesiones abiertas, dispositivo, navegador, dirección IP y fecha de acceso.',
        'Datos de facturación y pago de tu suscripción. No almacenamos los números completos de tus tarjetas: los procesa la pasarela de pago.',
      ],
    },
    {
      heading: '3. Finalidades',
      items: [
        'Prestar el servicio: crear y administrar tu cuenta, emitir, firmar, enviar y conservar tus comprobantes electrónicos ante SUNAT u OSE.',
        'Verificar tu identidad y proteger tu cuenta (códigos de verificación, detección de accesos sospechosos, cierre de sesiones).',
        'Cobrar tu suscripción y emitir los comprobantes de pago correspondientes.',
        'Atender tus consultas, reclamos y solicitudes de soporte.',
        'Cumplir obligaciones legales, tributarias y requerimientos de autoridades competentes.',
        'Solo con tu consentimiento previo, libre, expreso e informado: enviarte novedades y ofertas del servicio. Puedes retirarlo en cualquier momento sin que ello afecte el servicio.',
      ],
    },
    {
      heading: '4. Base legal',
      paragraphs: [
        'Tratamos tus datos para ejecutar la relación contractual que aceptas al registrarte, para cumplir obligaciones legales y, en el caso de las comunicaciones comerciales, sobre la base de tu consentimiento.',
      ],
    },
    {
      heading: '5. Transferencias y encargados de tratamiento',
      paragraphs: [
        'Compartimos datos solo en la medida necesaria para prestar el servicio: con SUNAT y el OSE o PSE que elijas para tus comprobantes; con proveedores de alojamiento en la nube, correo electrónico y verificación de identidad que actúan como encargados de tratamiento bajo contrato y obligación de confidencialidad; y con las pasarelas de pago para procesar tus pagos.',
        'Algunos de estos proveedores alojan datos fuera del Perú (flujo transfronterizo), en países con un nivel adecuado de protección o con las garantías que exige la Ley N.° 29733 y su Reglamento. No vendemos ni cedemos tus datos a terceros con fines comerciales.',
      ],
    },
    {
      heading: '6. Plazo de conservación',
      paragraphs: [
        'Conservamos los datos de tu cuenta mientras esté activa. Al cerrarla, los bloqueamos y los suprimimos cuando ya no son necesarios, salvo los comprobantes y registros que debemos conservar por el plazo de prescripción que establece el Código Tributario. Los mensajes de contacto se conservan hasta dos años desde su recepción.',
      ],
    },
    {
      heading: '7. Tus derechos (ARCO)',
      paragraphs: [
        'Como titular de los datos puedes ejercer en cualquier momento los derechos de acceso, rectificación, cancelación y oposición (ARCO), así como el derecho a la información y a revocar tu consentimiento.',
        `Escríbenos a ${provider.privacyEmail} o preséntalo en nuestro domicilio, indicando tu nombre, documento de identidad (adjunta una copia o la de tu representante con el poder que lo acredite), el derecho que ejerces y la petición concreta. Respondemos en los plazos del Reglamento: hasta 8 días hábiles para el derecho de información, 20 días hábiles para el de acceso y 10 días hábiles para los de rectificación, cancelación y oposición, prorrogables una vez por igual plazo cuando las circunstancias lo justifiquen.`,
        'Si consideras que no atendimos tu solicitud, puedes presentar una reclamación ante la Autoridad Nacional de Protección de Datos Personales.',
      ],
    },
    {
      heading: '8. Seguridad',
      paragraphs: [
        'Aplicamos las medidas de seguridad técnicas, organizativas y legales que exige la normativa: cifrado en tránsito y de las credenciales sensibles, control de accesos por roles, registro de sesiones y copias de respaldo.',
      ],
    },
    {
      heading: '9. Menores de edad',
      paragraphs: [
        'Facturador está dirigido a personas mayores de 18 años y a empresas. No recopilamos a sabiendas datos de menores.',
      ],
    },
    {
      heading: '10. Cambios a esta política',
      paragraphs: [
        'Publicaremos cualquier cambio en esta página con su fecha de actualización y, si es relevante, te lo comunicaremos por correo electrónico antes de que entre en vigor.',
      ],
    },
  ],
};
