import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SignatureVerifier, VerifyResult } from './verifier.ts';

/** True when an `xmlsec1` binary answers on PATH. */
export function xmlsec1Available(binary = 'xmlsec1'): boolean {
  try {
    return spawnSync(binary, ['--version'], { stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  }
}

interface Pending {
  file: string;
  resolve: (result: VerifyResult) => void;
}

export interface Xmlsec1Options {
  binary?: string;
  /** xmlsec1 processes at once (default 2: the machine has 2 cores). */
  processes?: number;
  /** Documents per process at most (default 32). */
  batch?: number;
}

/**
 * Verifies with xmlsec1 (libxml2 + OpenSSL), the reference implementation:
 * `xmlsec1 --verify --enabled-reference-uris empty --insecure`. Only `URI=""` references are allowed
 * (SUNAT's profile) and the key is the X509Certificate in KeyInfo; `--insecure` skips the chain,
 * which the double cannot know (SUNAT checks the certificate against its own register).
 *
 * Starting xmlsec1 costs far more than verifying (≈100 ms on a busy 2-core machine), so documents
 * that arrive together share one process: xmlsec1 takes several files and prints OK/FAIL for each
 * in order, stopping at the first failure; the files after it go back to the queue.
 */
export class Xmlsec1Verifier implements SignatureVerifier {
  readonly name = 'xmlsec1';
  private readonly dir = mkdtempSync(join(tmpdir(), 'sunat-sim-xmlsec-'));
  private readonly queue: Pending[] = [];
  private running = 0;
  private readonly binary: string;
  private readonly processes: number;
  private readonly batch: number;

  constructor(options: Xmlsec1Options = {}) {
    this.binary = options.binary ?? 'xmlsec1';
    this.processes = options.processes ?? 2;
    this.batch = options.batch ?? 32;
  }

  async verify(xml: string): Promise<VerifyResult> {
    const file = join(this.dir, `${randomBytes(8).toString('hex')}.xml`);
    await writeFile(file, xml);
    try {
      return await new Promise<VerifyResult>((resolve) => {
        this.queue.push({ file, resolve });
        this.pump();
      });
    } finally {
      await unlink(file).catch(() => undefined);
    }
  }

  private pump(): void {
    while (this.running < this.processes && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.batch);
      this.running++;
      void this.run(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private run(batch: Pending[]): Promise<void> {
    return new Promise((done) => {
      const args = [
        '--verify',
        '--enabled-reference-uris',
        'empty',
        '--insecure',
        ...batch.map((p) => p.file),
      ];
      const child = spawn(this.binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.on('error', (err) => {
        for (const p of batch) p.resolve({ valid: false, reason: `xmlsec1: ${err.message}` });
        done();
      });
      child.on('close', (code) => {
        const lines = stderr.split('\n').map((l) => l.trim());
        const oks = lines.filter((l) => l === 'OK').length;
        if (code === 0 && oks >= batch.length) {
          for (const p of batch) p.resolve({ valid: true });
          return done();
        }
        // The first `oks` verified; the next one failed (FAIL or could not be read); the rest were
        // never looked at and go back to the front of the queue.
        batch.slice(0, oks).forEach((p) => p.resolve({ valid: true }));
        const failed = batch[oks];
        const tail = stderr.slice(
          stderr.lastIndexOf(lines.includes('FAIL') ? 'FAIL' : '\n', stderr.length - 2),
        );
        failed?.resolve({ valid: false, reason: tail.replace(/\s+/g, ' ').trim().slice(0, 500) });
        this.queue.unshift(...batch.slice(oks + 1));
        done();
      });
    });
  }

  async close(): Promise<void> {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
