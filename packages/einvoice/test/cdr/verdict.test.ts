import { describe, expect, it } from '@jest/globals';
import { RECEIVED_BEFORE_1033, isAccepted, verdictOf } from '../../src/cdr/verdict.ts';
import type { SunatAnswer } from '../../src/soap/sunat-answer.ts';
import { cdrZip } from '../fixtures/cdr.ts';

const name = '20000000001-01-F001-1';
const zipOf = (responseCode: string, description: string, notes: string[] = []) =>
  cdrZip(name, { referenceId: 'F001-1', responseCode, description, notes });
const fault = (faultCode: string, code: number, message = ''): SunatAnswer => ({
  kind: 'fault',
  faultCode,
  code,
  message,
});

describe('verdictOf: what SUNAT’s answer means, decided in one place', () => {
  it('accepts a CDR with ResponseCode 0, keeping SUNAT’s code, text and the CDR itself', () => {
    const zip = zipOf('0', 'La Factura numero F001-1, ha sido aceptada');
    expect(verdictOf({ kind: 'cdr', zip })).toEqual({
      status: 'accepted',
      code: '0',
      description: 'La Factura numero F001-1, ha sido aceptada',
      notes: [],
      cdr: zip,
    });
  });

  it('observes an accepted CDR with notes, whatever their number (OBS-3496 has a 3xxx code)', () => {
    const verdict = verdictOf({
      kind: 'cdr',
      zip: zipOf('0', 'Aceptada', ['4287 - El precio unitario difiere', '3496 - Observación']),
    });
    expect(verdict).toMatchObject({
      status: 'observed',
      notes: [
        { code: '4287', text: 'El precio unitario difiere' },
        { code: '3496', text: 'Observación' },
      ],
    });
  });

  it('observes a CDR whose ResponseCode is 4000 or more, and rejects one of 2000–3999', () => {
    expect(verdictOf({ kind: 'cdr', zip: zipOf('4252', 'Observada') }).status).toBe('observed');
    expect(verdictOf({ kind: 'cdr', zip: zipOf('2335', 'Alterado') })).toMatchObject({
      status: 'rejected',
      code: '2335',
    });
  });

  it('gives a CDR without a description the catalogue’s Spanish text', () => {
    expect(verdictOf({ kind: 'cdr', zip: zipOf('2335', '') }).status).toBe('rejected');
    expect(verdictOf({ kind: 'cdr', zip: zipOf('2335', '') })).toMatchObject({
      description: expect.stringMatching(/\S/),
    });
  });

  it('reads a ticket’s CDR: 0 accepts, 99 never does, whatever its CDR says', () => {
    const zip = zipOf('0', 'El Resumen diario RC-20261120-1, ha sido aceptado');
    expect(verdictOf({ kind: 'status', statusCode: '0', zip }).status).toBe('accepted');
    expect(verdictOf({ kind: 'status', statusCode: '99', zip }).status).toBe('rejected');
    expect(verdictOf({ kind: 'status', statusCode: '99', zip: zipOf('2282', 'Error') }).status).toBe(
      'rejected',
    );
  });

  it('waits for a ticket in process (98)', () => {
    expect(verdictOf({ kind: 'status', statusCode: '98', zip: null })).toEqual({
      status: 'pending',
      description: 'SUNAT is still processing it (98)',
    });
  });

  it('reads a fault Client.NNNN by its number: 0100–1999 an exception, 2000–3999 a rejection', () => {
    expect(verdictOf(fault('soap-env:Client.0111', 111, 'No tiene el perfil'))).toEqual({
      status: 'exception',
      code: '0111',
      description: 'No tiene el perfil',
      notes: [],
      cdr: null,
    });
    expect(verdictOf(fault('soap-env:Client.2119', 2119))).toMatchObject({
      status: 'rejected',
      code: '2119',
      description: expect.stringMatching(/\S/),
    });
  });

  it('gives no verdict on SUNAT’s own trouble, a ticket where a CDR was due, or a status without one', () => {
    expect(verdictOf(fault('soap-env:Server', 200, 'Server.200'))).toEqual({
      status: 'retry',
      description: 'SUNAT gave no verdict (soap-env:Server: Server.200)',
    });
    expect(verdictOf(fault('soap-env:Client.0001', 1)).status).toBe('retry');
    // «Servicio no disponible» (0109, 0130–0138, 0200–0204): nothing to fix, the same file again.
    for (const code of [109, 130, 138, 200, 204])
      expect(verdictOf(fault(`soap-env:Client.${String(code).padStart(4, '0')}`, code)).status).toBe('retry');
    expect(verdictOf(fault('soap-env:Client.0139', 139)).status).toBe('exception');
    expect(verdictOf({ kind: 'ticket', ticket: '1732000000000' })).toEqual({
      status: 'retry',
      description: 'SUNAT gave no verdict (ticket answer)',
    });
    expect(verdictOf({ kind: 'status', statusCode: '0127', zip: null }).status).toBe('retry');
  });

  it('takes a 1033 after a lost answer as the receipt that was missing, and only then', () => {
    const registered = fault('soap-env:Client.1033', 1033, 'El comprobante fue registrado previamente');
    expect(verdictOf(registered)).toMatchObject({ status: 'exception', code: '1033' });
    expect(verdictOf(registered, { answerLost: true })).toEqual({
      status: 'accepted',
      code: '1033',
      description: RECEIVED_BEFORE_1033,
      notes: [],
      cdr: null,
    });
    expect(verdictOf(fault('soap-env:Client.0111', 111), { answerLost: true }).status).toBe('exception');
    // SUNAT may answer that resend 0402 «ya ha sido enviado anteriormente» instead (issue 43).
    const sent = fault('soap-env:Client.0402', 402);
    expect(verdictOf(sent).status).toBe('exception');
    expect(verdictOf(sent, { answerLost: true })).toMatchObject({ status: 'accepted', code: '0402' });
  });

  it('counts accepted and observed as accepted, nothing else', () => {
    expect(
      ['accepted', 'observed', 'rejected', 'exception', 'pending', 'retry'].map((s) =>
        isAccepted(s as 'retry'),
      ),
    ).toEqual([true, true, false, false, false, false]);
  });
});
