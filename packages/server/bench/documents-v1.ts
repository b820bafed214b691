import type { DocumentInput } from '@facturador/contracts';
import type { FacturadorServer } from '../src/app.ts';
import { createKey } from '../src/api-keys/key-repository.ts';

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Map<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export function figuresOf(latencies: number[], elapsedMs: number, statuses: Map<string, number>): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    perSecond: (latencies.length / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    statuses,
  };
}

/**
 * The `/v1` mode of `pnpm bench:documents` (issue 30): `clients` integrators at once, each on its
 * own series (one series numbers one document at a time), issuing over HTTP with an API key and
 * an Idempotency-Key per document — the guard, the key's lookup and its limit, the route, the
 * issue and the send, and the answer's serialisation, as an ERP meets them.
 */
export async function benchV1(
  app: FacturadorServer,
  options: {
    companyId: string;
    userId: string;
    clients: number;
    documents: number;
    warmUp: number;
    input: (lane: number) => DocumentInput;
  },
): Promise<Figures> {
  const { text: key } = await createKey(
    app.db,
    options.companyId,
    options.userId,
    { name: 'bench', scopes: ['issue'], expiresOn: null },
    new Date(),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  let sequence = 0;
  const issueOne = async (lane: number) => {
    sequence += 1;
    const response = await fetch(`${base}/v1/documents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'idempotency-key': `bench-${process.pid}-${sequence}`,
      },
      body: JSON.stringify(options.input(lane)),
    });
    const answer = (await response.json()) as { data?: { status?: string }; code?: string };
    return answer.data?.status ?? `${response.status} ${answer.code ?? ''}`.trim();
  };
  const run = async (count: number, record: boolean) => {
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.clients }, async (_, index) => {
        while (next < count) {
          next += 1;
          const sent = performance.now();
          const status = await issueOne(index + 1);
          if (!record) continue;
          latencies.push(performance.now() - sent);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    return figuresOf(latencies, performance.now() - started, statuses);
  };
  await run(options.warmUp, false);
  return run(options.documents, true);
}
