/**
 * Catálogo 61: documentos relacionados al transporte de mercancías (SUNAT's Catálogos sheet,
 * v20260212), with the guía each may go in. The name travels as cbc:DocumentType (4371).
 */
export const CATALOG_61: Readonly<Record<string, { name: string; on: 'both' | '09' | '31' }>> = {
  '01': { name: 'Factura', on: 'both' },
  '03': { name: 'Boleta de Venta', on: 'both' },
  '04': { name: 'Liquidación de Compra', on: 'both' },
  '09': { name: 'Guía de Remisión Remitente', on: 'both' },
  '12': { name: 'Ticket o cinta emitido por máquina registradora', on: 'both' },
  '31': { name: 'Guía de Remisión Transportista', on: '31' },
  '48': { name: 'Comprobante de Operaciones – Ley N° 29972', on: 'both' },
  '49': { name: 'Constancia de Depósito - IVAP (Ley 28211)', on: '09' },
  '50': { name: 'Declaración Aduanera de Mercancías', on: 'both' },
  '52': { name: 'Declaración Simplificada (DS)', on: 'both' },
  '65': { name: 'Autorización de Circulación para transportar MATPEL – Callao', on: '31' },
  '66': {
    name: 'Autorización de Circulación para transporte de carga y mercancías en Lima Metropolitana',
    on: '31',
  },
  '67': { name: 'Permiso de Operación Especial para el servicio de transporte de MATPEL - MTC', on: '31' },
  '68': {
    name: 'Habilitación Sanitaria de Transporte Terrestre de Productos Pesqueros y Acuícolas',
    on: '31',
  },
  '69': { name: 'Permiso / Autorización de operación de transporte de mercancías', on: '31' },
  '71': { name: 'Resolución de Adjudicación de bienes – SUNAT', on: '09' },
  '72': { name: 'Resolución de Comiso de bienes – SUNAT', on: '09' },
  '73': { name: 'Guía de Transporte Forestal o de Fauna - SERFOR', on: '09' },
  '74': { name: 'Guía de Tránsito – SUCAMEC', on: '09' },
  '75': { name: 'Autorización para operar como empresa de Saneamiento Ambiental – MINSA -', on: '09' },
  '76': {
    name: 'Autorización para manejo y recojo de residuos sólidos peligrosos y no peligrosos',
    on: '09',
  },
  '77': {
    name: 'Certificado fitosanitario la movilización de plantas, productos vegetales, y otros artículos reglamentados',
    on: '09',
  },
  '78': { name: 'Registro Único de Usuarios y Transportistas de Alcohol Etílico', on: '09' },
  '80': { name: 'Constancia de Depósito – Detracción', on: 'both' },
  '81': { name: 'Código de autorización emitida por el SCOP', on: '09' },
  '82': { name: 'Declaración jurada de mudanza', on: '31' },
};

/** Comprobantes among them: their issuer's RUC goes in cac:IssuerParty (3380 lists these). */
export const RELATED_COMPROBANTES: readonly string[] = ['01', '03', '04', '09', '12', '48'];
