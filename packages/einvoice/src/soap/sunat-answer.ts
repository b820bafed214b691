import { parseSoapResponse, type SoapResponse } from './parse-response.ts';

/**
 * What SUNAT (or an OSE) answered, whatever the channel: a CDR, a ticket, a ticket's state (with
 * its CDR once done) or a fault. Every transport hands this shape on, and `verdictOf` reads it:
 * the SOAP one from the envelope here, a REST one from its JSON.
 */
export type SunatAnswer =
  | { kind: 'cdr'; zip: Uint8Array }
  | { kind: 'ticket'; ticket: string }
  | { kind: 'status'; statusCode: string; zip: Uint8Array | null }
  | { kind: 'fault'; code: number; faultCode: string; message: string };

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** The SOAP body with its base64 content opened. */
export function answerOfSoap(response: SoapResponse): SunatAnswer {
  switch (response.kind) {
    case 'applicationResponse':
      return { kind: 'cdr', zip: fromBase64(response.zipBase64) };
    case 'ticket':
      return response;
    case 'status':
      return {
        kind: 'status',
        statusCode: response.statusCode,
        zip: response.content ? fromBase64(response.content) : null,
      };
    case 'fault':
      return response;
  }
}

/** SUNAT's SOAP answer as a `SunatAnswer`; throws on anything that is not one of its answers. */
export const readSoapAnswer = (xml: string): SunatAnswer => answerOfSoap(parseSoapResponse(xml));
