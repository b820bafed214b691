import { XMLParser } from 'fast-xml-parser';
import { unzipSingleXml } from '../zip/unzip.ts';
import { decodeXml } from './decode-xml.ts';

export interface CdrNote {
  code: string;
  text: string;
}

/** What a CDR (Constancia de Recepción, an UBL ApplicationResponse) says about one document. */
export interface Cdr {
  /** ResponseCode exactly as SUNAT sent it ("0", "0100", "2335", "4287"). */
  responseCode: string;
  code: number;
  description: string;
  /** Observations, from the root cbc:Note ("4287 - texto"). */
  notes: CdrNote[];
  /** The document answered for (Response/ReferenceID), e.g. F001-1. */
  referenceId: string;
  /** The hash of the received document, when the CDR carries it (DocumentHash). */
  documentDigest?: string;
  /**
   * A guía's CDR: the link SUNAT's QR must carry on the printed guía
   * (DocumentReference/cbc:DocumentDescription, «…/gre/comprobantes/descargaqr?hashqr=…»).
   */
  qrLink?: string;
  /** Name of the XML inside the zip (R-<name>.xml). */
  fileName: string;
  xml: string;
}

// Prefixes vary between SUNAT and OSEs; namespaces are dropped and every value stays a string.
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'Note' || name === 'DocumentResponse',
});

type Tree = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Tree)[name] : undefined;
const textOf = (node: unknown): string =>
  typeof node === 'string' ? node : typeof node === 'number' ? String(node) : '';

/** Reads `R-<name>.zip` as SUNAT (or an OSE) returns it. */
export function readCdr(zipBytes: Uint8Array): Cdr {
  const entry = unzipSingleXml(zipBytes);
  return readCdrXml(decodeXml(entry.bytes), entry.fileName);
}

/** Reads the CDR's XML itself (e.g. one stored already unzipped). */
export function readCdrXml(xml: string, fileName = ''): Cdr {
  const root = child(parser.parse(xml), 'ApplicationResponse');
  if (!root) throw new Error('El CDR no es un ApplicationResponse');
  const documentResponse = (child(root, 'DocumentResponse') as unknown[] | undefined)?.[0];
  const response = child(documentResponse, 'Response');
  const responseCode = textOf(child(response, 'ResponseCode'));
  if (responseCode === '') throw new Error('El CDR no tiene ResponseCode');
  const digest = textOf(
    child(
      child(child(child(documentResponse, 'DocumentReference'), 'Attachment'), 'ExternalReference'),
      'DocumentHash',
    ),
  );
  const qrLink = textOf(child(child(documentResponse, 'DocumentReference'), 'DocumentDescription'));
  return {
    responseCode,
    code: Number.parseInt(responseCode, 10),
    description: textOf(child(response, 'Description')),
    notes: ((child(root, 'Note') as unknown[] | undefined) ?? []).map((note) => parseNote(textOf(note))),
    referenceId: textOf(child(response, 'ReferenceID')),
    ...(digest ? { documentDigest: digest } : {}),
    ...(qrLink ? { qrLink } : {}),
    fileName,
    xml,
  };
}

/** "4287 - El texto" → { code: '4287', text: 'El texto' }; a note without a code keeps its text. */
export function parseNote(note: string): CdrNote {
  const match = /^\s*(\d{1,4})\s*-\s*([\s\S]*)$/.exec(note);
  return match ? { code: match[1] ?? '', text: (match[2] ?? '').trim() } : { code: '', text: note.trim() };
}
