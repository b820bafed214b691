export const audiences = [
  {
    title: 'Emprendedores y negocios',
    text: 'Emite boletas y facturas desde el celular o la computadora, con tu logo y tus series, sin instalar nada.',
  },
  {
    title: 'Contadores',
    text: 'Administra las empresas de tus clientes desde una sola cuenta, con usuarios y permisos por empresa.',
  },
  {
    title: 'Empresas en crecimiento',
    text: 'Varios establecimientos, guías de remisión, retenciones y percepciones, con envío a SUNAT o a tu OSE.',
  },
];

export const modules = [
  { code: '01', name: 'Factura' },
  { code: '03', name: 'Boleta de venta' },
  { code: '07 · 08', name: 'Notas de crédito y débito' },
  { code: '09 · 31', name: 'Guías de remisión' },
  { code: '20', name: 'Comprobante de retención' },
  { code: '40', name: 'Comprobante de percepción' },
  { code: '04', name: 'Liquidación de compra' },
  { code: 'RC · RA · RR', name: 'Resúmenes y bajas' },
];

export const highlights = [
  {
    title: 'Validado ante SUNAT',
    text: 'Firmamos cada comprobante con tu certificado, lo enviamos a SUNAT o a tu OSE y guardamos el XML y el CDR.',
  },
  {
    title: 'Nunca pierdes la numeración',
    text: 'Series de 4 caracteres y correlativos automáticos: un número rechazado no se vuelve a usar.',
  },
  {
    title: 'Avisos a tiempo',
    text: 'Te avisamos antes de que venza tu certificado digital o se acaben los documentos de tu plan.',
  },
  {
    title: 'Soporte en tu idioma',
    text: 'Un equipo en Lima que conoce la normativa peruana te atiende por correo y WhatsApp.',
  },
];
