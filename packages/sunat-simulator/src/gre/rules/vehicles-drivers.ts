import { all, text, type Element } from '../../document/dom.ts';
import {
  BOTH_XSL,
  EQUIPMENT,
  REMITENTE_XSL,
  STAGE,
  blank,
  handedToCarrier,
  isM1L,
  modeOf,
  type GreDoc,
  type GreRule,
} from './gre-rule.ts';

const PLATE = /^(?!0+$)[0-9A-Z]{6,8}$/;
const LICENCE = /^(?!0+$)[0-9A-Z]{9,10}$/;
const drivers = (doc: GreDoc): Element[] => all(doc.root, `${STAGE}/cac:DriverPerson`);
const withTitle = (doc: GreDoc, title: string): Element[] =>
  drivers(doc).filter((driver) => text(driver, 'cbc:JobTitle') === title);
/** The XSL's «vehículo y conductor obligatorios»: 31 always; 09 privado without M1/L. */
const needsVehicleAndDriver = (doc: GreDoc): boolean =>
  doc.type === '31' || (modeOf(doc) === '02' && !isM1L(doc));

/** Vehicles (TransportEquipment, AttachedTransportEquipment) and drivers (DriverPerson). */
export const VEHICLES_DRIVERS: GreRule[] = [
  {
    code: '2566',
    severity: 'error',
    source: `${BOTH_XSL}: TransportEquipment/cbc:ID (placa) must exist (31; 09 privado without M1/L)`,
    broken: (doc) => needsVehicleAndDriver(doc) && blank(text(doc.root, `${EQUIPMENT}/cbc:ID`)),
  },
  {
    code: '2567',
    severity: 'error',
    source: `${BOTH_XSL}: placa ^(?!0+$)([0-9A-Z]{6,8})$`,
    broken: (doc) => {
      const plate = text(doc.root, `${EQUIPMENT}/cbc:ID`);
      return !blank(plate) && !PLATE.test(plate!);
    },
  },
  {
    code: '3354',
    severity: 'error',
    source: `${REMITENTE_XSL}: modalidad 01 handed to a carrier with a main vehicle`,
    on: '09',
    broken: (doc) => handedToCarrier(doc) && !blank(text(doc.root, `${EQUIPMENT}/cbc:ID`)),
  },
  {
    code: '3453',
    severity: 'error',
    source: `${REMITENTE_XSL}: M1/L indicator with secondary vehicles`,
    on: '09',
    broken: (doc) => isM1L(doc) && all(doc.root, `${EQUIPMENT}/cac:AttachedTransportEquipment`).length > 0,
  },
  {
    code: '4389',
    severity: 'observation',
    source: `${BOTH_XSL}: more than two AttachedTransportEquipment`,
    broken: (doc) => all(doc.root, `${EQUIPMENT}/cac:AttachedTransportEquipment`).length > 2,
  },
  {
    code: '3357',
    severity: 'error',
    source: `${BOTH_XSL}: no DriverPerson with JobTitle Principal (31; 09 privado without M1/L)`,
    broken: (doc) => needsVehicleAndDriver(doc) && withTitle(doc, 'Principal').length < 1,
  },
  {
    code: '3358',
    severity: 'error',
    source: `${BOTH_XSL}: more than one JobTitle Principal`,
    broken: (doc) => withTitle(doc, 'Principal').length > 1,
  },
  {
    code: '4376',
    severity: 'observation',
    source: `${BOTH_XSL}: more than two JobTitle Secundario`,
    broken: (doc) => withTitle(doc, 'Secundario').length > 2,
  },
  {
    code: '3455',
    severity: 'error',
    source: `${REMITENTE_XSL}: M1/L indicator with a principal driver`,
    on: '09',
    broken: (doc) => isM1L(doc) && withTitle(doc, 'Principal').length > 0,
  },
  {
    code: '2572',
    severity: 'error',
    source: `${BOTH_XSL}: principal driver without IdentityDocumentReference/cbc:ID (licencia)`,
    broken: (doc) =>
      needsVehicleAndDriver(doc) &&
      withTitle(doc, 'Principal').some((driver) =>
        blank(text(driver, 'cac:IdentityDocumentReference/cbc:ID')),
      ),
  },
  {
    code: '2573',
    severity: 'error',
    source: `${BOTH_XSL}: licencia ^(?!0+$)([0-9A-Z]{9,10})$`,
    broken: (doc) =>
      drivers(doc).some((driver) => {
        const licence = text(driver, 'cac:IdentityDocumentReference/cbc:ID');
        return !blank(licence) && !LICENCE.test(licence!);
      }),
  },
  {
    code: '3362',
    severity: 'error',
    source: `${BOTH_XSL}: a licence repeated among the drivers (key by-conductores)`,
    broken: (doc) => {
      const licences = drivers(doc)
        .map((driver) => text(driver, 'cac:IdentityDocumentReference/cbc:ID'))
        .filter((licence): licence is string => !blank(licence));
      return new Set(licences).size < licences.length;
    },
  },
];
