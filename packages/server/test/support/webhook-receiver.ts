import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver's own check of Facturador-Signature concluded. */
  signatureValid: boolean;
  /** The `t` of the signature, in unix seconds. */
  signedAt: number;
}

/**
 * An integrator's endpoint on loopback, written as an integrator would: it recomputes the
 * HMAC-SHA256 of `<t>.<raw body>` with the webhook's secret and compares it in constant time.
 * It answers the statuses queued with `answer(...)`, then 200.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const waiting: ((request: Received) => void)[] = [];
  let secret = '';

  const verify = (header: string | undefined, body: string) => {
    const parts = Object.fromEntries(
      (header ?? '').split(',').map((part) => part.split('=') as [string, string]),
    );
    const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
    const given = Buffer.from(parts.v1 ?? '', 'hex');
    return {
      valid: given.length === expected.length && timingSafeEqual(given, expected),
      t: Number(parts.t),
    };
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const check = verify(request.headers['facturador-signature'] as string | undefined, body);
      const entry = { headers: request.headers, body, signatureValid: check.valid, signedAt: check.t };
      received.push(entry);
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
      waiting.shift()?.(entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks/facturador`,
    received,
    useSecret: (value: string) => void (secret = value),
    /** The statuses of the next answers, in order (then 200 again). */
    answer: (...next: number[]) => void statuses.push(...next),
    /** Forgets the statuses still queued: 200 from now on. */
    clearAnswers: () => void statuses.splice(0),
    /** Resolves with the next request the receiver gets. */
    next: () => new Promise<Received>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
