import type { TaxSchemeCode } from '../model/computed.ts';

/**
 * Catálogo 05, códigos de tipos de tributos: the cbc:Name and cbc:TaxTypeCode each scheme is
 * written with (greenter TributoFunction), so the UBL builder never spells them itself.
 */
export interface TaxScheme {
  code: TaxSchemeCode;
  name: string;
  typeCode: 'VAT' | 'EXC' | 'OTH' | 'FRE';
  description: string;
}

export const CATALOG_05: Readonly<Record<TaxSchemeCode, TaxScheme>> = {
  '1000': { code: '1000', name: 'IGV', typeCode: 'VAT', description: 'Impuesto General a las Ventas' },
  '1016': {
    code: '1016',
    name: 'IVAP',
    typeCode: 'VAT',
    description: 'Impuesto a la Venta del Arroz Pilado',
  },
  '2000': { code: '2000', name: 'ISC', typeCode: 'EXC', description: 'Impuesto Selectivo al Consumo' },
  '7152': {
    code: '7152',
    name: 'ICBPER',
    typeCode: 'OTH',
    description: 'Impuesto al Consumo de las Bolsas de Plástico',
  },
  '9995': { code: '9995', name: 'EXP', typeCode: 'FRE', description: 'Exportación' },
  '9996': { code: '9996', name: 'GRA', typeCode: 'FRE', description: 'Gratuito' },
  '9997': { code: '9997', name: 'EXO', typeCode: 'VAT', description: 'Exonerado' },
  '9998': { code: '9998', name: 'INA', typeCode: 'FRE', description: 'Inafecto' },
};
