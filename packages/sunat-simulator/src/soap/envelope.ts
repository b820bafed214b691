import { XMLParser } from 'fast-xml-parser';

export const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SUNAT_NS = 'http://service.sunat.gob.pe';

export type Operation = 'sendBill' | 'sendSummary' | 'sendPack' | 'getStatus' | 'getStatusCdr';

export interface SoapRequest {
  operation: Operation | string;
  username?: string;
  password?: string;
  /** The operation's child elements, as text. */
  params: Record<string, string>;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  // contentFile can be megabytes of base64: no entity expansion needed, keep it cheap.
  processEntities: true,
});

function firstObject(value: unknown): Record<string, unknown> | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'object') {
    const inner = (v as Record<string, unknown>)['#text'];
    return inner === undefined ? '' : String(inner);
  }
  return String(v);
}

/**
 * Reads a SOAP 1.1 request: the WS-Security UsernameToken (PasswordText) from the header and the
 * single operation element of the body. Returns null when the body holds no operation.
 */
export function parseSoapRequest(xml: string): SoapRequest | null {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return null;
  }
  const envelope = firstObject(doc.Envelope);
  if (!envelope) return null;
  const header = firstObject(envelope.Header);
  const token = firstObject(firstObject(header?.Security)?.UsernameToken);
  const body = firstObject(envelope.Body);
  if (!body) return null;
  const operation = Object.keys(body).find((k) => !k.startsWith('@') && k !== '#text');
  if (!operation) return null;
  const opNode = firstObject(body[operation]) ?? {};
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(opNode)) {
    const t = text(value);
    if (t !== undefined) params[key] = t;
  }
  return { operation, username: text(token?.Username), password: text(token?.Password), params };
}

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const envelope = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><soap-env:Envelope xmlns:soap-env="${SOAP_ENV}"><soap-env:Header/><soap-env:Body>${body}</soap-env:Body></soap-env:Envelope>`;

/** SUNAT's fault: `soap-env:Client.NNNN` (or `Server.NNNN`) and the Spanish text. */
export function faultEnvelope(faultcode: string, faultstring: string, detail?: string): string {
  const detailXml = detail ? `<detail><message>${escape(detail)}</message></detail>` : '';
  return envelope(
    `<soap-env:Fault><faultcode>soap-env:${escape(faultcode)}</faultcode><faultstring>${escape(faultstring)}</faultstring>${detailXml}</soap-env:Fault>`,
  );
}

export function sendBillResponse(applicationResponse: string): string {
  return envelope(
    `<br:sendBillResponse xmlns:br="${SUNAT_NS}"><applicationResponse>${applicationResponse}</applicationResponse></br:sendBillResponse>`,
  );
}

export function sendSummaryResponse(ticket: string): string {
  return envelope(
    `<br:sendSummaryResponse xmlns:br="${SUNAT_NS}"><ticket>${escape(ticket)}</ticket></br:sendSummaryResponse>`,
  );
}

export function getStatusResponse(statusCode: string, content?: string): string {
  const contentXml = content ? `<content>${content}</content>` : '';
  return envelope(
    `<br:getStatusResponse xmlns:br="${SUNAT_NS}"><status>${contentXml}<statusCode>${escape(statusCode)}</statusCode></status></br:getStatusResponse>`,
  );
}

export function getStatusCdrResponse(statusCode: string, statusMessage: string, content?: string): string {
  const contentXml = content ? `<content>${content}</content>` : '';
  return envelope(
    `<br:getStatusCdrResponse xmlns:br="${SUNAT_NS}"><statusCdr>${contentXml}<statusCode>${escape(statusCode)}</statusCode><statusMessage>${escape(statusMessage)}</statusMessage></statusCdr></br:getStatusCdrResponse>`,
  );
}
