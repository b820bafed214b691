import { XMLParser } from 'fast-xml-parser';

export type SoapResponse =
  | { kind: 'applicationResponse'; zipBase64: string }
  | { kind: 'ticket'; ticket: string }
  | { kind: 'status'; statusCode: string; statusMessage?: string; content?: string }
  | { kind: 'fault'; faultCode: string; code: number; message: string };

/** A fault that names no number is still an exception (classifyCode(-1) → 'exception'). */
export const UNNUMBERED_FAULT = -1;

// Prefixes differ between SUNAT (soap-env, ns2, br) and OSEs: names are read without them.
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
});

type Tree = Record<string, unknown>;
const get = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Tree)[name] : undefined;
const str = (node: unknown): string => (typeof node === 'string' ? node : '');

/** Turns SUNAT's SOAP answer into one of four outcomes; anything else is an error. */
export function parseSoapResponse(xml: string): SoapResponse {
  const body = get(get(parser.parse(xml), 'Envelope'), 'Body');
  if (!body) throw new Error('La respuesta de SUNAT no es un sobre SOAP');
  const fault = get(body, 'Fault');
  if (fault) return readFault(fault);
  const bill = get(body, 'sendBillResponse');
  if (bill) {
    const zipBase64 = str(get(bill, 'applicationResponse'));
    if (!zipBase64) throw new Error('SUNAT respondió sin CDR (applicationResponse vacío)');
    return { kind: 'applicationResponse', zipBase64 };
  }
  const summary = get(body, 'sendSummaryResponse');
  if (summary) return { kind: 'ticket', ticket: str(get(summary, 'ticket')) };
  const status =
    get(get(body, 'getStatusResponse'), 'status') ?? get(get(body, 'getStatusCdrResponse'), 'statusCdr');
  if (status) {
    const content = str(get(status, 'content'));
    const statusMessage = str(get(status, 'statusMessage'));
    return {
      kind: 'status',
      statusCode: str(get(status, 'statusCode')),
      ...(statusMessage ? { statusMessage } : {}),
      ...(content ? { content } : {}),
    };
  }
  throw new Error('La respuesta de SUNAT no corresponde a ninguna operación conocida');
}

/**
 * SOAP 1.1 (faultcode/faultstring) or 1.2 (Code/Reason). The number is in the code
 * (soap-env:Client.0111) or, when the code is bare (soap-env:Server), at the start of the text.
 */
function readFault(fault: unknown): SoapResponse {
  const faultCode = str(get(fault, 'faultcode')) || str(get(get(fault, 'Code'), 'Value'));
  const message = str(get(fault, 'faultstring')) || str(get(get(fault, 'Reason'), 'Text'));
  const number = /\.(\d+)\s*$/.exec(faultCode)?.[1] ?? /^\s*(\d{2,4})\b/.exec(message)?.[1];
  return { kind: 'fault', faultCode, code: number ? Number.parseInt(number, 10) : UNNUMBERED_FAULT, message };
}
