/** Catálogo 09: tipo de nota de crédito (the reason a credit note is issued). */
export const CATALOG_09: Readonly<Record<string, string>> = {
  '01': 'Anulación de la operación',
  '02': 'Anulación por error en el RUC',
  '03': 'Corrección por error en la descripción',
  '04': 'Descuento global',
  '05': 'Descuento por ítem',
  '06': 'Devolución total',
  '07': 'Devolución por ítem',
  '08': 'Bonificación',
  '09': 'Disminución en el valor',
  '10': 'Otros conceptos',
  '11': 'Ajustes de operaciones de exportación',
  '12': 'Ajustes afectos al IVAP',
  '13': 'Ajustes - montos y/o fechas de pago',
};

/**
 * Catálogo 10: tipo de nota de débito. SUNAT's list skips 04–10: 11 and 12 are the export and
 * IVAP adjustments (neoevsys/validador_sunat `cat_10.xml`, the catalogue SUNAT's validator reads).
 */
export const CATALOG_10: Readonly<Record<string, string>> = {
  '01': 'Intereses por mora',
  '02': 'Aumento en el valor',
  '03': 'Penalidades / otros conceptos',
  '11': 'Ajustes de operaciones de exportación',
  '12': 'Ajustes afectos al IVAP',
};

/** Credit note 13 is the only note that carries forma de pago (greenter #191). */
export const CREDIT_NOTE_PAYMENT_ADJUSTMENT = '13';
