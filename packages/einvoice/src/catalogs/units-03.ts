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

/**
 * How a person names each unit of CATALOG_03 after a quantity, on the printed document and the
 * detail page («2 unidades», «1 servicio»): the code (NIU, ZZ) is SUNAT's, never the buyer's word.
 */
export const UNIT_NAMES: Readonly<Record<string, { one: string; many: string }>> = {
  NIU: { one: 'unidad', many: 'unidades' },
  ZZ: { one: 'servicio', many: 'servicios' },
  KGM: { one: 'kilogramo', many: 'kilogramos' },
  GRM: { one: 'gramo', many: 'gramos' },
  TNE: { one: 'tonelada', many: 'toneladas' },
  LTR: { one: 'litro', many: 'litros' },
  GLL: { one: 'galón', many: 'galones' },
  MTR: { one: 'metro', many: 'metros' },
  MTK: { one: 'metro cuadrado', many: 'metros cuadrados' },
  MTQ: { one: 'metro cúbico', many: 'metros cúbicos' },
  BX: { one: 'caja', many: 'cajas' },
  PK: { one: 'paquete', many: 'paquetes' },
  BG: { one: 'bolsa', many: 'bolsas' },
  BO: { one: 'botella', many: 'botellas' },
  DZN: { one: 'docena', many: 'docenas' },
  SET: { one: 'juego', many: 'juegos' },
  CEN: { one: 'ciento', many: 'cientos' },
  MIL: { one: 'millar', many: 'millares' },
  HUR: { one: 'hora', many: 'horas' },
  DAY: { one: 'día', many: 'días' },
  MON: { one: 'mes', many: 'meses' },
  KWH: { one: 'kilovatio hora', many: 'kilovatios hora' },
};

/** The unit's name after `quantity` (a decimal string): singular for exactly one. A code we do not name stays as SUNAT's. */
export function unitNameOf(unitCode: string, quantity: string): string {
  const names = UNIT_NAMES[unitCode];
  if (!names) return unitCode;
  return /^0*1(\.0*)?$/.test(quantity.trim()) ? names.one : names.many;
}
