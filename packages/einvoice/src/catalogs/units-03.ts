/** Catálogo 03 (UN/ECE rec. 20): the units of measure most documents use. */
export const CATALOG_03: Readonly<Record<string, string>> = {
  NIU: 'Unidad (bienes)',
  ZZ: 'Unidad (servicios)',
  KGM: 'Kilogramo',
  GRM: 'Gramo',
  TNE: 'Tonelada',
  LTR: 'Litro',
  GLL: 'Galón',
  MTR: 'Metro',
  MTK: 'Metro cuadrado',
  MTQ: 'Metro cúbico',
  BX: 'Caja',
  PK: 'Paquete',
  BG: 'Bolsa',
  BO: 'Botella',
  DZN: 'Docena',
  SET: 'Juego',
  CEN: 'Ciento de unidades',
  MIL: 'Millar',
  HUR: 'Hora',
  DAY: 'Día',
  MON: 'Mes',
  KWH: 'Kilovatio hora',
};

export const UNIT_GOODS = 'NIU';
export const UNIT_SERVICES = 'ZZ';
