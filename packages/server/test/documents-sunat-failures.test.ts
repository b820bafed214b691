import { describe, expect, it, jest } from '@jest/globals';
import { documentApiMessages } from '@facturador/contracts';
import { noVerdictText, transportFailureText } from '../src/documents/sunat-failure-text.ts';
import { TransportError, type TransportFailureReason } from '../src/documents/transport/sunat-transport.ts';
import { detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';

/** What a person must never read: an internal address, or the protocol's name. */
const TECHNICAL = /https?:|127\.0\.0\.1|localhost|SOAP|sobre|billService|HTTP \d/i;

describe('SUNAT’s failures in plain Spanish', () => {
  it.each<[TransportFailureReason, string]>([
    ['unreachable', 'connect ECONNREFUSED 127.0.0.1:4100'],
    ['no-answer', 'No answer from http://127.0.0.1:4100/ol-ti-itcpfegem/billService in 15000 ms'],
    [
      'unreadable',
      'Unreadable answer from http://127.0.0.1:4100/billService (HTTP 502): La respuesta de SUNAT no es un sobre SOAP',
    ],
  ])(
    'says what happened on «%s», that the document is kept, and what comes next: never the address or SOAP',
    (reason, detail) => {
      const text = transportFailureText(new TransportError(detail, reason));
      expect(text).not.toMatch(TECHNICAL);
      expect(text).toContain('SUNAT');
      expect(text).toContain('El comprobante está guardado y numerado');
      expect(text).toMatch(/automáticamente en unos minutos\.$/);
    },
  );

  it('says the same of a fault SUNAT answers from its own side (no verdict yet)', () => {
    expect(noVerdictText).not.toMatch(TECHNICAL);
    expect(noVerdictText).toContain('El comprobante está guardado y numerado');
  });

  describe('through the API', () => {
    const { world, company } = documentsFixture();

    const historyOf = async (id: string) =>
      detailOf(
        await world.api.call('GET', `/companies/${company.id}/documents/${id}`, {
          token: company.owner.accessToken,
        }),
      ).history;

    it('answers an issue SUNAT could not be reached for in plain words: message, detail and timeline; the address goes to the log', async () => {
      const warn = jest.spyOn(world.api.app.log, 'warn');
      await world.simulator.control.down({ mode: 'refuse' });
      try {
        const answer = await issue(world.api, company.owner, company.id, facturaInput(world.api));
        expect(answer.statusCode).toBe(201);
        const document = detailOf(answer);
        expect(document.status).toBe('signed');
        expect(answer.json()).toMatchObject({ message: documentApiMessages.sunatUnreachable });
        expect(document.lastError).toBe(documentApiMessages.sunatUnreachable);
        expect((await historyOf(document.id)).at(-1)!.description).toBe(documentApiMessages.sunatUnreachable);
        expect(JSON.stringify(answer.json())).not.toMatch(TECHNICAL);
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({ detail: expect.stringContaining(world.simulator.url) }),
          expect.any(String),
        );
      } finally {
        await world.simulator.control.up();
      }
    });

    it('answers an issue whose reply was not SUNAT’s (an HTML error page) without «SOAP» or the address', async () => {
      world.simulator.control.inject({ kind: 'http500', operations: ['sendBill'] });
      const answer = await issue(world.api, company.owner, company.id, facturaInput(world.api));
      expect(answer.statusCode).toBe(201);
      const document = detailOf(answer);
      // It may have arrived: the document waits as sent, and the next attempt asks SUNAT first.
      expect(document.status).toBe('sent');
      expect(document.lastError).toBe(documentApiMessages.sunatNoVerdict);
      expect(answer.json()).toMatchObject({ message: documentApiMessages.sunatNoVerdict });
      const history = await historyOf(document.id);
      expect(history.at(-1)!.description).toBe(documentApiMessages.sunatNoVerdict);
      expect(JSON.stringify(history)).not.toMatch(TECHNICAL);
      expect(JSON.stringify(answer.json())).not.toMatch(TECHNICAL);
    });
  });
});
