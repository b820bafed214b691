import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * This machine's unit of work (issue 43 item 6): the median time of one RSA-2048 SHA-256
 * signature by node:crypto on one core, over a payload of about a signed XML's SignedInfo and
 * more (2 KiB). A document's irreducible work is about two signatures (ours, the CDR's) and one
 * verification, so CPU per document divided by this is a figure that survives a faster or
 * slower machine, where documents/s does not.
 */
export function rsaSignatureMs(signatures = 3_000): number {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const payload = randomBytes(2048);
  // Warm the path (OpenSSL's tables, V8's calls) before timing it.
  for (let warm = 0; warm < 200; warm += 1) sign('sha256', payload, privateKey);
  const times: number[] = [];
  for (let index = 0; index < signatures; index += 1) {
    const started = performance.now();
    sign('sha256', payload, privateKey);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** The line `pnpm bench:documents` prints: CPU per document (API + double) in signatures. */
export function ratioLine(what: string, apiCpuMs: number, doubleCpuMs: number, signatureMs: number): string {
  const ratio = (apiCpuMs + doubleCpuMs) / signatureMs;
  return (
    `  CPU per ${what} (API + double) ÷ one RSA-2048 signature: ` +
    `(${apiCpuMs.toFixed(1)} + ${doubleCpuMs.toFixed(1)} ms) ÷ ${signatureMs.toFixed(3)} ms = ${ratio.toFixed(1)}`
  );
}
