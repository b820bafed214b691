import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FacturadorServer } from '../src/app.ts';
import { addCompany } from '../src/companies/company-repository.ts';
import { secretContext } from '../src/crypto/secret-context.ts';
import type { Database } from '../src/db/database.ts';
import { createPgliteDatabase } from '../src/db/pglite-database.ts';
import { createPostgresDatabase } from '../src/db/postgres-database.ts';
import { runMigrations } from '../src/db/run-migrations.ts';
import { insertDemoUser } from '../src/demo/demo-users.ts';
import { makeTestCertificate } from '../test/support/test-certificate.ts';

/*
 * What `pnpm bench:documents` and `pnpm chaos:documents` share: the SUNAT double in its own
 * process, the database, and one owner on an unlimited plan with one company and its series.
 */

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');

/** The SUNAT double alone (`pnpm sunat:simulator`), on a free port; resolves with its URL. */
export function startDouble(): Promise<{ child: ChildProcess; url: string }> {
  // Node itself with tsx's loader, not tsx's launcher: the pid is the process that does the work.
  const nodeArgs = (process.env.BENCH_DOUBLE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', join(root, 'packages/sunat-simulator/src/main.ts')],
    {
      env: { ...process.env, SUNAT_SIMULATOR_PORT: '0', SUNAT_SIMULATOR_LOG: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const url = /escuchando en (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`the SUNAT double exited with ${code}`)));
  });
}

/** CPU milliseconds (user + system) a process has used so far, read from Linux's /proc. */
export async function processCpuMs(pid: number): Promise<number> {
  // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses; in clock ticks
  // of 1/100 s on Linux.
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** PGlite in a temporary directory, or PostgreSQL when DATABASE_URL names one; migrated. */
export async function openDatabase(connections: number): Promise<{ db: Database; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'facturador-bench-documents-'));
  const url = process.env.DATABASE_URL;
  const db = url
    ? createPostgresDatabase({ connectionString: url, max: connections })
    : await createPgliteDatabase(dir);
  await runMigrations(db);
  return { db, dir };
}

/**
 * One owner on an unlimited plan, one company with its certificate, and `series` besides the
 * ones every new company gets (F001, B001, FC01, BC01, FD01, BD01).
 */
export async function setUpBenchCompany(
  app: FacturadorServer,
  db: Database,
  options: { ruc: string; now: Date; series: Array<{ documentType: string; series: string }> },
): Promise<{ userId: string; companyId: string }> {
  const { ruc, now } = options;
  return db.transaction(async (tx) => {
    const userId = await insertDemoUser(
      tx,
      {
        email: `bench-documents-${Date.now()}@facturador.test`,
        fullName: 'Rosa Quispe Mamani',
        firstName: 'Rosa',
        lastName: 'Quispe Mamani',
        documentNumber: '40000001',
        role: 'CUSTOMER_SYSTEM',
      },
      'not-a-password-hash',
      now,
    );
    await tx.query(
      `INSERT INTO subscriptions (user_id, plan_id, state, period_start, renews_at, period_quota, created_at, updated_at)
       SELECT $1, id, 'active', $2, $2::timestamptz + interval '30 days', NULL, $2, $2 FROM plans ORDER BY id LIMIT 1
       ON CONFLICT (user_id) DO UPDATE SET state = 'active', period_quota = NULL, renews_at = EXCLUDED.renews_at`,
      [userId, now],
    );
    const companyId = (await addCompany(
      tx,
      userId,
      { ruc, businessName: 'BENCH S.A.C.', fiscalAddress: 'Av. Larco 123', ubigeo: '150122' },
      now,
    ))!;
    const certificate = makeTestCertificate({ ruc, password: 'bench' });
    await tx.query(
      `INSERT INTO company_credentials (company_id, certificate_sealed, certificate_password_sealed,
         certificate_subject, certificate_ruc, certificate_not_after, certificate_set_at, updated_at)
       VALUES ($1, $2, $3, 'CN=BENCH', $4, $5, $6, $6)`,
      [
        companyId,
        app.secrets.seal(
          Buffer.from(certificate.fileBase64, 'base64'),
          secretContext(companyId, 'certificate'),
        ),
        app.secrets.seal('bench', secretContext(companyId, 'certificate_password')),
        ruc,
        certificate.notAfter,
        now,
      ],
    );
    // A new company already has F001, B001 and their notes' series (issue 40): those stay as they are.
    for (const { documentType, series } of options.series)
      await tx.query(
        `INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative, created_at, updated_at)
         SELECT $1, id, $2, $3, 1, $4, $4 FROM establishments WHERE company_id = $1 AND code = '0000'
         ON CONFLICT DO NOTHING`,
        [companyId, documentType, series, now],
      );
    return { userId, companyId };
  });
}
