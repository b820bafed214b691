import type { DocumentInputDraft } from '@facturador/contracts';

type Customer = DocumentInputDraft['customer'];
type Line = Omit<DocumentInputDraft['lines'][number], 'quantity'>;

/**
 * Who buys at Bodega Huamán: businesses from the demo padrón (ACTIVO and HABIDO, so the RUC
 * lookup agrees with the documents), people by DNI, and the anonymous "varios" a boleta under
 * S/ 700 allows.
 */
export const DEMO_BUYERS: { businesses: readonly Customer[]; people: readonly Customer[] } = {
  businesses: [
    {
      documentType: '6',
      documentNumber: '20512333797',
      name: 'COMERCIAL ANDINA S.A.C.',
      address: 'AV. ARGENTINA 123, LIMA',
    },
    { documentType: '6', documentNumber: '20556677884', name: 'RESTAURANTE EL TUMI DE ORO E.I.R.L.' },
    { documentType: '6', documentNumber: '20603456719', name: 'PANIFICADORA DOÑA PEPA S.A.C.' },
    { documentType: '6', documentNumber: '20544556674', name: 'CLÍNICA DENTAL SONRISAS S.A.C.' },
    { documentType: '6', documentNumber: '10054148289', name: 'QUISPE MAMANI ROSA' },
  ],
  people: [
    { documentType: '1', documentNumber: '45678912', name: 'JUAN PÉREZ GARCÍA' },
    { documentType: '1', documentNumber: '41235678', name: 'MARÍA LUISA TORRES' },
    { documentType: '1', documentNumber: '70984512', name: 'CARLOS QUISPE HUAMÁN' },
    { documentType: '0', documentNumber: '-', name: 'CLIENTES VARIOS' },
    { documentType: '0', documentNumber: '-', name: 'CLIENTES VARIOS' },
  ],
};

/** A bodega's shelf: unit values without IGV, as SUNAT's XML carries them. */
export const DEMO_PRODUCTS: readonly Line[] = [
  {
    productCode: 'ARR-5',
    description: 'Arroz extra Costeño 5 kg',
    unitCode: 'NIU',
    unitValue: '19.4915',
    affectation: '10',
  },
  {
    productCode: 'ACE-1',
    description: 'Aceite vegetal Primor 1 L',
    unitCode: 'NIU',
    unitValue: '8.3051',
    affectation: '10',
  },
  {
    productCode: 'AZU-1',
    description: 'Azúcar rubia 1 kg',
    unitCode: 'KGM',
    unitValue: '3.3898',
    affectation: '10',
  },
  {
    productCode: 'LEC-1',
    description: 'Leche evaporada Gloria 400 g',
    unitCode: 'NIU',
    unitValue: '3.6441',
    affectation: '10',
  },
  {
    productCode: 'FID-1',
    description: 'Fideo spaghetti Don Vittorio 500 g',
    unitCode: 'NIU',
    unitValue: '3.0508',
    affectation: '10',
  },
  {
    productCode: 'GAS-3',
    description: 'Gaseosa Inca Kola 3 L',
    unitCode: 'NIU',
    unitValue: '11.0169',
    affectation: '10',
  },
  {
    productCode: 'HUE-1',
    description: 'Huevos pardos (kg)',
    unitCode: 'KGM',
    unitValue: '7.90',
    affectation: '20',
  },
  {
    productCode: 'PAP-1',
    description: 'Papa amarilla (kg)',
    unitCode: 'KGM',
    unitValue: '4.50',
    affectation: '20',
  },
];
