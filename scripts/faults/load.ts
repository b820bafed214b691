import type { ApiClient, Session } from './api-client.ts';
import type { SeededUser } from './seed-users.ts';

/** Signs every user in through the proxy, `parallel` at a time. */
export async function signInAll(
  api: ApiClient,
  users: readonly SeededUser[],
  password: string,
  parallel = 50,
): Promise<Session[]> {
  const sessions: Session[] = [];
  let nextIndex = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (nextIndex < users.length) {
        const user = users[nextIndex++]!;
        sessions.push(await api.signIn(user.email, password));
      }
    }),
  );
  return sessions;
}

export interface LoadResult {
  total: number;
  byStatus: Map<number, number>;
  /** Every 5xx, and every call that got no answer (status 0): when it was sent and answered. */
  failures: { sentAt: number; at: number; status: number; path: string }[];
  restart: { start: number; end: number };
  /** From the first failure to the last one, in ms (0 when none). */
  windowMs: number;
  report: string;
}

/** How long the clients work before and after the fault: longer than one pause, so all are at work. */
const STEADY_MS = 6000;
/**
 * A person's pause between two calls (jittered ±50 %): a thousand people reading and clicking,
 * about 200 calls a second, not a thousand loops as fast as two shared cores allow. At 2 s
 * (500 calls a second) the instance left alone while the other boots could not keep up on a
 * busy 2-core machine, and calls waited past nginx's 60 s: capacity, not the restart.
 */
const THINK_MS = 5000;

/** Failures listed one by one in the report, at most (the figures count them all). */
const LISTED_FAILURES = 10;

/**
 * Every session works at once, each as a person clicking through the app does: its profile,
 * its sessions, and now and then a token refresh (a POST, which nginx sends to the other
 * instance too: safe to send twice within the refresh grace window), with a pause between calls.
 * `fault` runs once the load is steady; the clients go on until some time after it ends.
 */
export async function runLoad(
  api: ApiClient,
  sessions: readonly Session[],
  fault: () => Promise<void>,
): Promise<LoadResult> {
  const byStatus = new Map<number, number>();
  const failures: LoadResult['failures'] = [];
  let total = 0;
  let running = true;

  const client = async (session: Session) => {
    let refreshToken = session.refreshToken;
    let accessToken = session.accessToken;
    // Spread the first calls over one pause, as people arriving are.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS));
    for (let turn = 0; running; turn += 1) {
      const sentAt = Date.now();
      const path = turn % 5 === 4 ? '/auth/refresh' : turn % 2 === 0 ? '/users/profile' : '/auth/sessions';
      const answer =
        path === '/auth/refresh'
          ? await api.call<{ access_token: string; refresh_token: string }>('POST', path, {
              headers: { 'x-refresh-token': refreshToken },
            })
          : await api.call('GET', path, { token: accessToken });
      total += 1;
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      if (answer.status === 0 || answer.status >= 500) {
        failures.push({ sentAt, at: Date.now(), status: answer.status, path });
      }
      if (path === '/auth/refresh' && answer.status === 200) {
        const body = answer.body as { access_token: string; refresh_token: string };
        accessToken = body.access_token;
        refreshToken = body.refresh_token;
      }
      if (running) await new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
    }
  };

  const clients = sessions.map(client);
  await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
  const start = Date.now();
  await fault();
  const end = Date.now();
  await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
  running = false;
  await Promise.all(clients);

  const windowMs = failures.length === 0 ? 0 : failures.at(-1)!.at - failures[0]!.at;
  const seconds = (end - start + 2 * STEADY_MS) / 1000;
  const statuses = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`)
    .join(', ');
  const report = [
    `# ${sessions.length} clients, ${total} requests in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s); ${statuses}`,
    `# instance restart took ${end - start} ms; failover window: ${
      failures.length === 0
        ? 'none (no 5xx, no unanswered call)'
        : `${windowMs} ms, ${failures.length} calls answered 5xx or not at all (${[...new Set(failures.map((f) => f.path))].join(', ')})`
    }; failed calls: ${failures.length} of ${total}`,
    ...failures
      .slice(0, LISTED_FAILURES)
      .map(
        (failure) =>
          `#   ${failure.status === 0 ? 'no answer' : failure.status} for ${failure.path}: sent ${failure.sentAt - start} ms, answered ${failure.at - start} ms after the restart began`,
      ),
  ].join('\n');
  return { total, byStatus, failures, restart: { start, end }, windowMs, report };
}
