import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findRepositoryRoot } from '../src/config/repository-root.ts';
import { issuingCompany, startDocumentsApi } from './support/documents.ts';
import { createApiKey, listening } from './support/v1.ts';

const run = promisify(execFile);

/** The README's /v1 walkthrough, the shell block after its marker. */
async function walkthrough(): Promise<string> {
  const readme = await readFile(join(findRepositoryRoot(), 'README.md'), 'utf8');
  const block = /<!-- v1-walkthrough -->\s*```sh\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no v1 walkthrough block');
  return block;
}

/** Issue 30: the README's curl walkthrough works as written against a running API. */
describe('README: /v1 with curl', () => {
  let world: Awaited<ReturnType<typeof startDocumentsApi>>;
  let folder: string;
  beforeAll(async () => {
    world = await startDocumentsApi();
    folder = await mkdtemp(join(tmpdir(), 'facturador-v1-readme-'));
  }, 60_000);
  afterAll(async () => {
    await world.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('issues a factura, reads it and downloads its XML and PDF with the commands the README shows', async () => {
    const company = await issuingCompany(world.api);
    const key = await createApiKey(world.api, company.owner, company.id, { scopes: ['issue', 'read'] });
    const base = await listening(world.api);
    const script = (await walkthrough())
      .replace(/^API=.*$/m, `API=${base}`)
      .replace(/^KEY=.*$/m, `KEY='${key.secret}'`);
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: folder,
      timeout: 30_000,
    });
    const issued = JSON.parse(await readFile(join(folder, 'emitida.json'), 'utf8')) as {
      data: { fullNumber: string; status: string };
    };
    expect(issued.data).toMatchObject({ fullNumber: 'F001-1', status: 'accepted' });
    expect(stdout).toContain('"status": "accepted"');
    expect(stdout.trim().split('\n').at(-1)).toBe('accepted');
    expect(await readFile(join(folder, 'factura.xml'), 'utf8')).toContain('<cbc:ID>F001-1</cbc:ID>');
    expect((await readFile(join(folder, 'factura.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
