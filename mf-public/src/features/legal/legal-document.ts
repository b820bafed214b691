/** A legal text kept as data: the page renders it, a test can read it. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

/** Who answers for the service in every legal text. */
export const provider = {
  name: 'Facturador S.A.C.',
  ruc: '20607854247',
  address: 'Av. José Larco 1301, oficina 1203, Miraflores, Lima, Perú',
  privacyEmail: 'privacidad@facturador.pe',
} as const;
