import type { Issuer } from '@facturador/einvoice';
import { ubigeoCatalog } from '../catalogs/ubigeo-catalog.ts';
import type { SendingProfile } from './sending-profile.ts';

/** The series' number just taken and the establishment it belongs to (series-number.ts). */
export interface SeriesForIssue {
  number: number;
  establishment_code: string;
  establishment_address: string;
  establishment_ubigeo: string | null;
}

type CompanyIssuerRow = Pick<
  SendingProfile,
  'ruc' | 'business_name' | 'trade_name' | 'fiscal_address' | 'ubigeo'
>;

/** The company as SUNAT knows it, at the establishment of the series (AddressTypeCode, 3030). */
export function issuerOf(
  company: CompanyIssuerRow,
  series: Pick<SeriesForIssue, 'establishment_code' | 'establishment_address' | 'establishment_ubigeo'>,
): Issuer {
  const ubigeo = series.establishment_ubigeo ?? company.ubigeo ?? '150101';
  const district = ubigeoCatalog().find(ubigeo);
  return {
    ruc: company.ruc,
    businessName: company.business_name,
    ...(company.trade_name ? { tradeName: company.trade_name } : {}),
    address: series.establishment_address || company.fiscal_address,
    ubigeo,
    ...(district
      ? { department: district.department, province: district.province, district: district.district }
      : {}),
    establishmentCode: series.establishment_code,
  };
}
