import { describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { solUsername } from '../../src/soap/envelope.ts';
import { UNNUMBERED_FAULT, parseSoapResponse } from '../../src/soap/parse-response.ts';
import {
  getStatusCdrEnvelope,
  getStatusEnvelope,
  sendBillEnvelope,
  sendSummaryEnvelope,
} from '../../src/soap/requests.ts';
import { soapAnswers } from '../fixtures/cdr.ts';

const credentials = { username: solUsername('20000000001', 'MODDATOS'), password: 'moddatos' };
const read = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

describe('request envelopes', () => {
  it('sendBill carries WS-Security PasswordText with RUC + SOL user, and the zip', () => {
    const xml = sendBillEnvelope({
      ...credentials,
      fileName: '20000000001-01-F001-1.zip',
      zipBase64: 'UEsDBA==',
    });
    const envelope = read.parse(xml)['soapenv:Envelope'];
    expect(envelope['@_xmlns:soapenv']).toBe('http://schemas.xmlsoap.org/soap/envelope/');
    expect(envelope['@_xmlns:ser']).toBe('http://service.sunat.gob.pe');
    const token = envelope['soapenv:Header']['wsse:Security']['wsse:UsernameToken'];
    expect(token['wsse:Username']).toBe('20000000001MODDATOS');
    expect(token['wsse:Password']['#text']).toBe('moddatos');
    expect(token['wsse:Password']['@_Type']).toMatch(/#PasswordText$/);
    expect(envelope['soapenv:Body']['ser:sendBill']).toEqual({
      fileName: '20000000001-01-F001-1.zip',
      contentFile: 'UEsDBA==',
    });
  });

  it('sendSummary, getStatus and getStatusCdr name their operation and parameters', () => {
    const body = (xml: string) => read.parse(xml)['soapenv:Envelope']['soapenv:Body'];
    expect(
      body(sendSummaryEnvelope({ ...credentials, fileName: 'x.zip', zipBase64: 'AA==' }))['ser:sendSummary'],
    ).toEqual({
      fileName: 'x.zip',
      contentFile: 'AA==',
    });
    expect(body(getStatusEnvelope({ ...credentials, ticket: '1732000000000' }))['ser:getStatus']).toEqual({
      ticket: '1732000000000',
    });
    expect(
      body(
        getStatusCdrEnvelope({
          ...credentials,
          ruc: '20000000001',
          documentType: '01',
          series: 'F001',
          number: 7,
        }),
      )['ser:getStatusCdr'],
    ).toEqual({
      rucComprobante: '20000000001',
      tipoComprobante: '01',
      serieComprobante: 'F001',
      numeroComprobante: '7',
    });
  });

  it('escapes a password with XML characters instead of breaking the envelope', () => {
    const xml = getStatusEnvelope({ username: '20000000001USER', password: 'a<b&c', ticket: '1' });
    expect(xml).toContain('>a&lt;b&amp;c</wsse:Password>');
  });

  it('does not prefix the RUC twice', () => {
    expect(solUsername('20000000001', '20000000001MODDATOS')).toBe('20000000001MODDATOS');
  });
});

describe('parseSoapResponse', () => {
  it('reads the CDR zip of sendBill', () => {
    expect(parseSoapResponse(soapAnswers.applicationResponse('UEsDBBQ='))).toEqual({
      kind: 'applicationResponse',
      zipBase64: 'UEsDBBQ=',
    });
  });

  it('reads the ticket of sendSummary', () => {
    expect(parseSoapResponse(soapAnswers.ticket('1732000000000'))).toEqual({
      kind: 'ticket',
      ticket: '1732000000000',
    });
  });

  it('reads a ticket status, keeping 98/99/0 as strings, with and without content', () => {
    expect(parseSoapResponse(soapAnswers.status('98'))).toEqual({ kind: 'status', statusCode: '98' });
    expect(parseSoapResponse(soapAnswers.status('0', 'UEsDBA=='))).toEqual({
      kind: 'status',
      statusCode: '0',
      content: 'UEsDBA==',
    });
    expect(parseSoapResponse(soapAnswers.statusCdr('0004', 'La constancia existe'))).toEqual({
      kind: 'status',
      statusCode: '0004',
      statusMessage: 'La constancia existe',
    });
  });

  it('reads a fault numbered in its code (Client.NNNN)', () => {
    expect(
      parseSoapResponse(
        soapAnswers.fault('soap-env:Client.0111', 'No tiene el perfil para enviar comprobantes electronicos'),
      ),
    ).toEqual({
      kind: 'fault',
      faultCode: 'soap-env:Client.0111',
      code: 111,
      message: 'No tiene el perfil para enviar comprobantes electronicos',
    });
    expect(
      parseSoapResponse(
        soapAnswers.fault(
          'soap-env:Client.1033',
          'El comprobante fue registrado previamente con otros datos',
        ),
      ),
    ).toMatchObject({
      code: 1033,
    });
  });

  it('reads a bare Server fault by the number its text starts with, or as unnumbered', () => {
    expect(
      parseSoapResponse(
        soapAnswers.fault('soap-env:Server', '0130 - El sistema no puede responder su solicitud'),
      ),
    ).toMatchObject({ code: 130 });
    expect(parseSoapResponse(soapAnswers.fault('soap-env:Server', 'Internal Error'))).toMatchObject({
      code: UNNUMBERED_FAULT,
    });
  });

  it('refuses what is not a SOAP envelope or an empty applicationResponse', () => {
    expect(() => parseSoapResponse('<html>502 Bad Gateway</html>')).toThrow('no es un sobre SOAP');
    expect(() => parseSoapResponse(soapAnswers.applicationResponse(''))).toThrow('SUNAT respondió sin CDR');
  });
});
