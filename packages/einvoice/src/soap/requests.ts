import { type SolCredentials, soapEnvelope } from './envelope.ts';

export interface SendFileRequest extends SolCredentials {
  /** The zip's name, e.g. 20000000001-01-F001-1.zip. */
  fileName: string;
  zipBase64: string;
}

/** sendBill: a factura, boleta or note; SUNAT answers with the CDR zip (applicationResponse). */
export const sendBillEnvelope = (request: SendFileRequest): string =>
  soapEnvelope(request, 'sendBill', [
    ['fileName', request.fileName],
    ['contentFile', request.zipBase64],
  ]);

/** sendSummary: an RC or RA; SUNAT answers with a ticket to poll with getStatus. */
export const sendSummaryEnvelope = (request: SendFileRequest): string =>
  soapEnvelope(request, 'sendSummary', [
    ['fileName', request.fileName],
    ['contentFile', request.zipBase64],
  ]);

/** getStatus: the state of a summary's ticket (98 in process, 0 done, 99 done with errors). */
export const getStatusEnvelope = (request: SolCredentials & { ticket: string }): string =>
  soapEnvelope(request, 'getStatus', [['ticket', request.ticket]]);

export interface StatusCdrRequest extends SolCredentials {
  ruc: string;
  documentType: string;
  series: string;
  number: number;
}

/** getStatusCdr (billConsultService, production only, 01/07/08): recovers a CDR that was lost. */
export const getStatusCdrEnvelope = (request: StatusCdrRequest): string =>
  soapEnvelope(request, 'getStatusCdr', [
    ['rucComprobante', request.ruc],
    ['tipoComprobante', request.documentType],
    ['serieComprobante', request.series],
    ['numeroComprobante', String(request.number)],
  ]);
