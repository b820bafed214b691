import { connect, createServer } from 'node:net';

/** A TCP port nothing listens on right now, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:port now. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Resolves once 127.0.0.1:port accepts connections (for servers that print nothing when
 * ready, like nginx); rejects after `timeoutMs` or when `exited()` says the server died.
 */
export async function listening(
  port: number,
  { timeoutMs = 15_000, exited = () => false }: { timeoutMs?: number; exited?: () => boolean } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (exited()) throw new Error(`the server meant for port ${port} exited`);
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
