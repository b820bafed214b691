import type { CustomerInput } from '@facturador/contracts';
import type { Issuer } from '../model/computed.ts';
import { type Node, text } from './builder.ts';

/** Catálogo 06 code of a RUC. */
const RUC_SCHEME = '6';

/**
 * UBL 2.1 supplier. RegistrationAddress/AddressTypeCode carries the establishment code: without it
 * SUNAT answers 3030.
 */
export function appendSupplier(root: Node, issuer: Issuer): void {
  const party = root.ele('cac:AccountingSupplierParty').ele('cac:Party');
  text(party.ele('cac:PartyIdentification'), 'cbc:ID', issuer.ruc, { schemeID: RUC_SCHEME });
  if (issuer.tradeName) text(party.ele('cac:PartyName'), 'cbc:Name', issuer.tradeName);
  const entity = party.ele('cac:PartyLegalEntity');
  text(entity, 'cbc:RegistrationName', issuer.businessName);
  const address = entity.ele('cac:RegistrationAddress');
  text(address, 'cbc:ID', issuer.ubigeo);
  text(address, 'cbc:AddressTypeCode', issuer.establishmentCode);
  if (issuer.province) text(address, 'cbc:CityName', issuer.province);
  if (issuer.department) text(address, 'cbc:CountrySubentity', issuer.department);
  if (issuer.district) text(address, 'cbc:District', issuer.district);
  text(address.ele('cac:AddressLine'), 'cbc:Line', issuer.address);
  text(address.ele('cac:Country'), 'cbc:IdentificationCode', 'PE');
}

/** UBL 2.1 customer: identity document (Catálogo 06) and name; the address only when known. */
export function appendCustomer(root: Node, customer: CustomerInput): void {
  const party = root.ele('cac:AccountingCustomerParty').ele('cac:Party');
  text(party.ele('cac:PartyIdentification'), 'cbc:ID', customer.documentNumber, {
    schemeID: customer.documentType,
  });
  const entity = party.ele('cac:PartyLegalEntity');
  text(entity, 'cbc:RegistrationName', customer.name);
  if (customer.address) {
    text(entity.ele('cac:RegistrationAddress').ele('cac:AddressLine'), 'cbc:Line', customer.address);
  }
  if (customer.email) text(party.ele('cac:Contact'), 'cbc:ElectronicMail', customer.email);
}

/** UBL 2.0 supplier of RC/RA: the RUC as CustomerAssignedAccountID, as SUNAT's 2.0 schemas want. */
export function appendSummarySupplier(root: Node, issuer: Issuer): void {
  const supplier = root.ele('cac:AccountingSupplierParty');
  text(supplier, 'cbc:CustomerAssignedAccountID', issuer.ruc);
  text(supplier, 'cbc:AdditionalAccountID', RUC_SCHEME);
  text(supplier.ele('cac:Party').ele('cac:PartyLegalEntity'), 'cbc:RegistrationName', issuer.businessName);
}
