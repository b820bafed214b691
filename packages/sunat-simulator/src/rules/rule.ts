import type { Element } from '../document/dom.ts';
import type { DocumentIdentity } from '../document/read-document.ts';

/** What a rule sees: the document as the double read it, never the engine's model. */
export interface RuleContext {
  identity: DocumentIdentity;
  root: Element;
  /** 01, 03, 07, 08, RC or RA. */
  type: string;
  /** Accepts a Catálogo 25 product code (for observation 4332). */
  isValidProductCode: (code: string) => boolean;
  /** Whether the RUC is in the double's padrón of the reduced IGV rate on a date (observation 4439). */
  isInReducedIgvPadron: (ruc: string, date: string) => boolean;
  /** Whether the RUC is in the double's list of Sujetos sin capacidad operativa on a date (1086). */
  isInSscoPadron: (ruc: string, date: string) => boolean;
  /** Whether the RUC is in the double's padrón 05, «Exportador de Servicios» (3097). */
  isServiceExporter: (ruc: string) => boolean;
  /** The day the document reached the double, in Lima (YYYY-MM-DD): summaries' deadlines (4443). */
  receivedOn: string;
  /** Who sends and who may sign, for 2078. */
  signing: SigningFacts;
}

/** What the double knows of a document's sender and of its issuer's PSEs (ERR-2078). */
export interface SigningFacts {
  /** The RUC of the SOL user that sent the document. */
  senderRuc: string;
  /** The PSEs the issuer designated, in force today. */
  designatedPses: readonly string[];
  /** The RUCs the signing certificate's subject carries. */
  certificateRucs: readonly string[];
  /** Whether the double's lists hold a certificate or a designation of the issuer. */
  issuerKnown: boolean;
}

export interface Finding {
  code: string;
  /** Where, in SUNAT's style: "Error en la linea: 2 Tributo: 1000". */
  detail?: string;
}

export interface Rule {
  /** The SUNAT code the rule answers with; one module per code. */
  code: string;
  /** Errors reject; observations are 4xxx Notes on an accepted CDR. */
  severity: 'error' | 'observation';
  appliesTo: readonly string[];
  check(ctx: RuleContext): Finding | null;
}

/**
 * SUNAT's ±1 tolerance: `(declared + 1) < computed or (declared - 1) > computed` (neoevsys
 * ValidaExprRegFactura-2.0.1.xsl). JS numbers are enough here: their error on amounts of 12
 * digits is ~1e-4 at worst, far below the tolerance of one currency unit.
 */
export function outsideTolerance(declared: number, computed: number): boolean {
  return declared + 1 < computed || declared - 1 > computed;
}

export const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * f) / f;
};

export const BILLS = ['01', '03', '07', '08'] as const;
