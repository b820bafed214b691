import type { AffectationCode } from '@facturador/contracts';
import type { TaxSchemeCode } from '../model/computed.ts';

/**
 * Catálogo 07, tipo de afectación del IGV, and the Catálogo 05 scheme each one reports under
 * (openubl Catalog7). `free` lines are transfers without payment: their value is referential
 * and nothing of them is payable (legend 1002).
 */
export type AffectationGroup =
  | 'taxed'
  | 'taxed-free'
  | 'ivap'
  | 'exonerated'
  | 'exonerated-free'
  | 'unaffected'
  | 'unaffected-free'
  | 'export';

export interface Affectation {
  code: AffectationCode;
  name: string;
  group: AffectationGroup;
  scheme: TaxSchemeCode;
  free: boolean;
}

const entry = (
  code: AffectationCode,
  name: string,
  group: AffectationGroup,
  scheme: TaxSchemeCode,
): Affectation => ({ code, name, group, scheme, free: scheme === '9996' });

export const CATALOG_07: Readonly<Record<AffectationCode, Affectation>> = {
  '10': entry('10', 'Gravado - Operación onerosa', 'taxed', '1000'),
  '11': entry('11', 'Gravado - Retiro por premio', 'taxed-free', '9996'),
  '12': entry('12', 'Gravado - Retiro por donación', 'taxed-free', '9996'),
  '13': entry('13', 'Gravado - Retiro', 'taxed-free', '9996'),
  '14': entry('14', 'Gravado - Retiro por publicidad', 'taxed-free', '9996'),
  '15': entry('15', 'Gravado - Bonificaciones', 'taxed-free', '9996'),
  '16': entry('16', 'Gravado - Retiro por entrega a trabajadores', 'taxed-free', '9996'),
  '17': entry('17', 'Gravado - IVAP', 'ivap', '1016'),
  '20': entry('20', 'Exonerado - Operación onerosa', 'exonerated', '9997'),
  '21': entry('21', 'Exonerado - Transferencia gratuita', 'exonerated-free', '9996'),
  '30': entry('30', 'Inafecto - Operación onerosa', 'unaffected', '9998'),
  '31': entry('31', 'Inafecto - Retiro por bonificación', 'unaffected-free', '9996'),
  '32': entry('32', 'Inafecto - Retiro', 'unaffected-free', '9996'),
  '33': entry('33', 'Inafecto - Retiro por muestras médicas', 'unaffected-free', '9996'),
  '34': entry('34', 'Inafecto - Retiro por convenio colectivo', 'unaffected-free', '9996'),
  '35': entry('35', 'Inafecto - Retiro por premio', 'unaffected-free', '9996'),
  '36': entry('36', 'Inafecto - Retiro por publicidad', 'unaffected-free', '9996'),
  '40': entry('40', 'Exportación de bienes o servicios', 'export', '9995'),
};

export function affectationOf(code: AffectationCode): Affectation {
  return CATALOG_07[code];
}
