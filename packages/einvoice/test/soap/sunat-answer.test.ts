import { describe, expect, it } from '@jest/globals';
import { answerOfSoap, readSoapAnswer } from '../../src/soap/sunat-answer.ts';
import { soapAnswers } from '../fixtures/cdr.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('readSoapAnswer: SUNAT’s SOAP answer in the shape every transport hands on', () => {
  it('opens the CDR zip of a sendBill answer', () => {
    expect(readSoapAnswer(soapAnswers.applicationResponse(base64('zip')))).toEqual({
      kind: 'cdr',
      zip: bytes('zip'),
    });
  });

  it('keeps a ticket, and a ticket’s state with its CDR when there is one', () => {
    expect(readSoapAnswer(soapAnswers.ticket('1732000000000'))).toEqual({
      kind: 'ticket',
      ticket: '1732000000000',
    });
    expect(readSoapAnswer(soapAnswers.status('0', base64('cdr')))).toEqual({
      kind: 'status',
      statusCode: '0',
      zip: bytes('cdr'),
    });
    expect(readSoapAnswer(soapAnswers.status('98'))).toEqual({ kind: 'status', statusCode: '98', zip: null });
  });

  it('keeps a fault’s code, number and text', () => {
    expect(readSoapAnswer(soapAnswers.fault('soap-env:Client.0111', 'No tiene el perfil'))).toEqual({
      kind: 'fault',
      faultCode: 'soap-env:Client.0111',
      code: 111,
      message: 'No tiene el perfil',
    });
    expect(
      answerOfSoap({ kind: 'fault', faultCode: 'soap-env:Server', code: -1, message: '' }),
    ).toMatchObject({
      kind: 'fault',
      code: -1,
    });
  });

  it('refuses what is not one of SUNAT’s answers', () => {
    expect(() => readSoapAnswer('<html>502 Bad Gateway</html>')).toThrow('no es un sobre SOAP');
  });
});
