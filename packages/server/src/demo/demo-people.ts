import { rucCheckDigit } from '@facturador/contracts';
import { demoRandom, type DemoRandom } from './demo-random.ts';

/** How many customers are generated besides the demo accounts. */
export const DEMO_CUSTOMER_COUNT = 40;

/**
 * The generated customers' one password. They are there to fill lists and reports, but an
 * administrator may want to look through one's eyes: documented in the README.
 */
export const DEMO_CUSTOMER_PASSWORD = 'Demo12345';

const GIVEN_NAMES = [
  'María',
  'José',
  'Rosa',
  'Luis',
  'Ana',
  'Jorge',
  'Carmen',
  'Miguel',
  'Lucía',
  'Carlos',
  'Elena',
  'Juan',
  'Patricia',
  'Víctor',
  'Gladys',
  'César',
  'Milagros',
  'Raúl',
  'Sofía',
  'Percy',
  'Yolanda',
  'Renzo',
  'Flor',
  'Wilfredo',
  'Diana',
  'Alonso',
  'Karina',
  'Julio',
  'Roxana',
  'Édgar',
] as const;

const SURNAMES = [
  'Quispe',
  'Mamani',
  'Flores',
  'Rodríguez',
  'Huamán',
  'Sánchez',
  'García',
  'Rojas',
  'Chávez',
  'Vargas',
  'Ramos',
  'Torres',
  'Mendoza',
  'Castillo',
  'Espinoza',
  'Condori',
  'Gutiérrez',
  'Ccori',
  'Paredes',
  'Salazar',
  'Ticona',
  'Villanueva',
  'Palomino',
  'Zevallos',
  'Cárdenas',
  'Apaza',
] as const;

/** What a business sells, for a razón social and a trade name. */
const TRADES = [
  ['Distribuidora', 'Distribuciones'],
  ['Comercial', 'Comercial'],
  ['Inversiones', 'Inversiones'],
  ['Servicios Generales', 'Servicios'],
  ['Ferretería', 'Ferretería'],
  ['Importaciones', 'Import'],
  ['Transportes', 'Transportes'],
  ['Corporación', 'Corp'],
  ['Constructora', 'Construcciones'],
  ['Agroindustrias', 'Agro'],
] as const;

const LEGAL_FORMS = ['S.A.C.', 'E.I.R.L.', 'S.R.L.', 'S.A.'] as const;

/** Lima districts of the INEI catalogue with a street of each, for plausible addresses. */
export const LIMA_STREETS = [
  { ubigeo: '150101', district: 'Cercado de Lima', street: 'Jr. Ucayali' },
  { ubigeo: '150113', district: 'Jesús María', street: 'Av. Salaverry' },
  { ubigeo: '150115', district: 'La Victoria', street: 'Jr. Gamarra' },
  { ubigeo: '150116', district: 'Lince', street: 'Av. Arequipa' },
  { ubigeo: '150117', district: 'Los Olivos', street: 'Av. Carlos Izaguirre' },
  { ubigeo: '150122', district: 'Miraflores', street: 'Av. José Larco' },
  { ubigeo: '150130', district: 'San Borja', street: 'Av. San Luis' },
  { ubigeo: '150131', district: 'San Isidro', street: 'Av. Javier Prado Este' },
  { ubigeo: '150132', district: 'San Juan de Lurigancho', street: 'Av. Próceres de la Independencia' },
  { ubigeo: '150135', district: 'San Martín de Porres', street: 'Av. Perú' },
  { ubigeo: '150140', district: 'Santiago de Surco', street: 'Av. Caminos del Inca' },
  { ubigeo: '150142', district: 'Villa El Salvador', street: 'Av. Revolución' },
] as const;

export interface DemoAddress {
  address: string;
  ubigeo: string;
}

export interface DemoCompanyData {
  ruc: string;
  businessName: string;
  tradeName: string;
  fiscal: DemoAddress;
}

export interface DemoPerson {
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  /** A DNI: 8 digits. */
  documentNumber: string;
  /** The business they own: a natural person's RUC (10 + DNI) or a company's (20…). */
  company: DemoCompanyData;
}

/** A RUC from its first ten digits and the check digit of DOMAIN.md. */
export const withCheckDigit = (firstTen: string): string => `${firstTen}${rucCheckDigit(firstTen)}`;

/** E-mail local parts carry no accents or spaces. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function demoAddress(random: DemoRandom): DemoAddress {
  const place = random.pick(LIMA_STREETS);
  return {
    address: `${place.street} ${random.int(100, 2999)}, ${place.district}, Lima`,
    ubigeo: place.ubigeo,
  };
}

/**
 * The generated customers: given names and surnames combined by a seeded PRNG, so that every
 * run gives the same people. DNIs and RUCs are unique among themselves and avoid `taken`
 * (the demo accounts' DNIs).
 */
export function demoPeople(count = DEMO_CUSTOMER_COUNT, taken: readonly string[] = []): DemoPerson[] {
  const random = demoRandom(0x0fac7a);
  const documents = new Set(taken);
  const rucs = new Set<string>();
  const emails = new Set<string>();
  const people: DemoPerson[] = [];
  while (people.length < count) {
    const firstName = random.pick(GIVEN_NAMES);
    const father = random.pick(SURNAMES);
    let mother = random.pick(SURNAMES);
    while (mother === father) mother = random.pick(SURNAMES);
    const lastName = `${father} ${mother}`;
    let documentNumber = `4${random.digits(7)}`;
    while (documents.has(documentNumber)) documentNumber = `4${random.digits(7)}`;
    documents.add(documentNumber);

    let local = `${plain(firstName)}.${plain(father)}`;
    if (emails.has(local)) local = `${local}.${plain(mother)}`;
    if (emails.has(local)) local = `${local}${people.length}`;
    emails.add(local);

    // Every other one is a natural person with a business (RUC 10 + DNI), the rest a company.
    const natural = people.length % 2 === 1;
    let ruc: string;
    let businessName: string;
    let tradeName: string;
    if (natural) {
      ruc = withCheckDigit(`10${documentNumber}`);
      businessName = `${father.toUpperCase()} ${mother.toUpperCase()} ${firstName.toUpperCase()}`;
      const [, short] = random.pick(TRADES);
      tradeName = `${short} ${firstName}`;
    } else {
      do ruc = withCheckDigit(`20${random.int(1, 6)}${random.digits(7)}`);
      while (rucs.has(ruc));
      const [long, short] = random.pick(TRADES);
      businessName = `${long} ${father} ${random.pick(LEGAL_FORMS)}`;
      tradeName = `${short} ${father}`;
    }
    rucs.add(ruc);
    people.push({
      email: `${local}@facturador.test`,
      fullName: `${firstName} ${lastName}`,
      firstName,
      lastName,
      documentNumber,
      company: { ruc, businessName, tradeName, fiscal: demoAddress(random) },
    });
  }
  return people;
}
