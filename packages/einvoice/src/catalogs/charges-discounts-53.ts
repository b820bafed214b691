/** Catálogo 53: cargos y descuentos. The engine uses 00 (per line) and 02 (global), both on the base. */
export const CATALOG_53: Readonly<Record<string, string>> = {
  '00': 'Descuentos que afectan la base imponible del IGV/IVAP',
  '01': 'Descuentos que no afectan la base imponible del IGV/IVAP',
  '02': 'Descuentos globales que afectan la base imponible del IGV/IVAP',
  '03': 'Descuentos globales que no afectan la base imponible del IGV/IVAP',
  '47': 'Cargos que afectan la base imponible del IGV',
  '48': 'Cargos que no afectan la base imponible del IGV',
  '49': 'Cargos globales que afectan la base imponible del IGV',
  '50': 'Cargos globales que no afectan la base imponible del IGV',
};

export const LINE_DISCOUNT_ON_BASE = '00';
export const GLOBAL_DISCOUNT_ON_BASE = '02';
