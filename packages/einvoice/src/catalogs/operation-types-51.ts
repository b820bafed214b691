/** Catálogo 51: tipo de operación (the ones this engine issues, and their neighbours by name). */
export const CATALOG_51: Readonly<Record<string, string>> = {
  '0101': 'Venta interna',
  '0112': 'Venta interna - Sustenta gastos deducibles persona natural',
  '0200': 'Exportación de bienes',
  '0201': 'Exportación de servicios - Prestación de servicios realizados íntegramente en el país',
  '0204': 'Exportación de servicios - Servicios a naves y aeronaves de bandera extranjera',
  '0401': 'Ventas no domiciliados que no califican como exportación',
  '1001': 'Operación sujeta a detracción',
  '1002': 'Operación sujeta a detracción - Recursos hidrobiológicos',
  '1003': 'Operación sujeta a detracción - Servicios de transporte de pasajeros',
  '1004': 'Operación sujeta a detracción - Servicios de transporte de carga',
  '2001': 'Operación sujeta a percepción',
};

export const OPERATION_DOMESTIC_SALE = '0101';
export const OPERATION_EXPORT = '0200';
/** Exportación de servicios prestados íntegramente en el país: SUNAT's padrón 05 is asked for it (3097). */
export const OPERATION_EXPORT_OF_SERVICES = '0201';
/** The exports this engine issues (Catálogo 51): of goods, and the two kinds of services. */
export const EXPORT_OPERATIONS: readonly string[] = [OPERATION_EXPORT, OPERATION_EXPORT_OF_SERVICES, '0204'];
export const isExportOperation = (operationType: string): boolean =>
  EXPORT_OPERATIONS.includes(operationType);
export const OPERATION_DETRACTION = '1001';
