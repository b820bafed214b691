import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * Reading a request and writing an answer, for every HTTP face of the double (SOAP in server.ts,
 * the GRE REST API in gre/routes.ts): here, so a face needs no import of the server that routes
 * to it.
 */

const MAX_BODY = 20 * 1024 * 1024;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/xml; charset=utf-8',
): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
