import type { Resolver } from 'react-hook-form';
import {
  CUSTOMER_DOCUMENT_TYPES,
  despatchInputSchema,
  type CompanySummary,
  type DespatchInput,
  type DespatchInputDraft,
  type DespatchType,
  type DocumentDetail,
} from '@facturador/contracts';
import { contractResolver } from '@facturador/forms';

/**
 * What the form holds: the contract's input, with every section the form may show present
 * (carrier, vehicle, driver…) so that its fields are controlled. `submittable` keeps only the
 * sections the chosen type and modalidad use before the contract's schema judges it.
 */
export type DespatchFormValues = DespatchInputDraft;

const blankParty = { documentType: '6' as const, documentNumber: '', name: '' };

const emptyToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

/** The guía a person starts from: today, the company's own district at both points. */
export function emptyDraft(
  type: DespatchType,
  series: string,
  today: string,
  ubigeo: string,
): DespatchFormValues {
  return {
    documentType: type,
    series,
    issueDate: today,
    startDate: today,
    recipient: { ...blankParty },
    ...(type === '09'
      ? { reasonCode: '01' as const, transportMode: '02' as const }
      : { shipper: { ...blankParty }, mtcRegistration: '' }),
    carrier: { ruc: '', name: '', mtcRegistration: '' },
    vehicle: { plate: '', circulationCard: '' },
    drivers: [{ documentType: '1', documentNumber: '', firstName: '', lastName: '', licence: '' }],
    m1OrLVehicle: false,
    grossWeight: '',
    weightUnit: 'KGM',
    origin: { ubigeo, address: '' },
    destination: { ubigeo, address: '' },
    relatedDocuments: [],
    observations: '',
    lines: [{ description: '', quantity: '1', unitCode: 'NIU' }],
  };
}

/**
 * «Emitir guía» on a factura or boleta: its buyer becomes the destinatario (and its address the
 * point of arrival), its lines the goods, and the document itself the related one (Catálogo 61).
 */
export function draftFromDocument(
  draft: DespatchFormValues,
  document: DocumentDetail,
  company: Pick<CompanySummary, 'ruc'>,
): DespatchFormValues {
  const customer = document.customer;
  const known = (CUSTOMER_DOCUMENT_TYPES as readonly string[]).includes(customer.documentType);
  const address = (document.input.customer as { address?: string } | undefined)?.address ?? '';
  return {
    ...draft,
    recipient: {
      documentType: known && customer.documentType !== '-' ? (customer.documentType as '6') : '1',
      documentNumber: customer.documentType === '-' ? '' : customer.documentNumber,
      name: customer.name,
    },
    destination: { ...draft.destination, address },
    relatedDocuments: [
      {
        documentType: document.documentType === '03' ? '03' : '01',
        number: document.fullNumber,
        issuerRuc: company.ruc,
      },
    ],
    lines: document.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitCode: line.unitCode === 'ZZ' ? 'NIU' : line.unitCode,
    })),
  };
}

/** The form's values as the request: the sections the type and modalidad do not use left out. */
export function submittable(values: DespatchFormValues): unknown {
  const {
    carrier,
    vehicle,
    drivers = [],
    shipper,
    mtcRegistration,
    observations,
    reasonCode,
    transportMode,
    m1OrLVehicle,
    ...rest
  } = values;
  const remitente = values.documentType === '09';
  const isPublic = remitente && transportMode === '01';
  const ownVehicle = !isPublic && !(remitente && m1OrLVehicle);
  const driver = drivers[0];
  return {
    ...rest,
    ...(remitente ? { reasonCode, transportMode, m1OrLVehicle: !isPublic && m1OrLVehicle } : { shipper }),
    ...(!remitente && emptyToUndefined(mtcRegistration) ? { mtcRegistration } : {}),
    ...(isPublic && carrier
      ? {
          carrier: {
            ruc: carrier.ruc,
            name: carrier.name,
            ...(emptyToUndefined(carrier.mtcRegistration)
              ? { mtcRegistration: carrier.mtcRegistration }
              : {}),
          },
        }
      : {}),
    ...(ownVehicle && vehicle
      ? {
          vehicle: {
            plate: vehicle.plate,
            ...(emptyToUndefined(vehicle.circulationCard)
              ? { circulationCard: vehicle.circulationCard }
              : {}),
          },
        }
      : {}),
    drivers: ownVehicle && driver ? [driver] : [],
    ...(emptyToUndefined(observations) ? { observations } : {}),
  };
}

/**
 * The contract's schema judging what would be sent (the form's errors are the server's words):
 * the form's values are first cut to the sections the type and modalidad use.
 */
export function despatchResolver(): Resolver<DespatchFormValues, unknown, DespatchInput> {
  const judge = contractResolver(despatchInputSchema) as unknown as Resolver<
    DespatchFormValues,
    unknown,
    DespatchInput
  >;
  return (values, context, options) => judge(submittable(values) as DespatchFormValues, context, options);
}
