import { REALTIME_BUILDS_REPORT, runningBuildsSchema, type RunningBuilds } from '@facturador/contracts';
import type { Namespace, Socket } from 'socket.io';

/** Other instances that do not answer by then are left out (an instance down, Redis cut off). */
const FETCH_TIMEOUT_MS = 2000;

/**
 * A tab tells its socket which build of each app it runs (at connection and whenever that
 * changes); the socket keeps the last report in its data, where fetchSockets() finds it from
 * any instance. A report that does not parse is ignored: it is only a statistic.
 */
export function acceptBuildReports(socket: Socket): void {
  socket.on(REALTIME_BUILDS_REPORT, (report: unknown, ack?: unknown) => {
    const parsed = runningBuildsSchema.safeParse(report);
    if (parsed.success) socket.data = { ...socket.data, builds: parsed.data };
    if (typeof ack === 'function') ack(parsed.success);
  });
}

/** The reports of every socket of the namespace: across instances through the Redis adapter, else local. */
export async function runningBuilds(namespace: Namespace): Promise<RunningBuilds[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FETCH_TIMEOUT_MS);
  });
  try {
    const sockets =
      (await Promise.race([namespace.fetchSockets().catch(() => null), timeout])) ??
      (await namespace.local.fetchSockets());
    return sockets.flatMap((socket) => {
      const builds = (socket.data as { builds?: RunningBuilds } | undefined)?.builds;
      return builds ? [builds] : [];
    });
  } finally {
    clearTimeout(timer);
  }
}
