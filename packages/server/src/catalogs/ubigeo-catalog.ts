import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { UbigeoDistrict } from '@facturador/contracts';
import { findRepositoryRoot } from '../config/repository-root.ts';

/**
 * The INEI district catalogue (data/ubigeo-inei.csv, see data/README.md), read once at start.
 *
 * Kept in memory rather than in a table: it is reference data versioned with the code (a newer
 * INEI snapshot is a new file, not a migration that rewrites rows), it is small (1,892 coded districts,
 * ~67 KB), every lookup is a Map hit, and its version is the file's hash, which the HTTP
 * answer's ETag and the client's cache can use.
 */
export interface UbigeoCatalog {
  readonly version: string;
  readonly districts: readonly UbigeoDistrict[];
  find(code: string): UbigeoDistrict | null;
}

/**
 * Found from the workspace root like the server's other paths (no import.meta: jest runs this
 * as CommonJS, docs/decisions/0003); a copy of the server outside the workspace runs from its
 * own folder.
 */
function catalogFile(): string {
  const inWorkspace = resolve(findRepositoryRoot(), 'packages/server/data/ubigeo-inei.csv');
  return existsSync(inWorkspace) ? inWorkspace : resolve(process.cwd(), 'data/ubigeo-inei.csv');
}

export function parseUbigeoCsv(text: string): UbigeoDistrict[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header !== 'ubigeo,departamento,provincia,distrito') throw new Error('unexpected ubigeo header');
  return lines.flatMap((line) => {
    const [code, department, province, district] = line.split(',');
    if (!code || !department || !province || !district) throw new Error(`unexpected ubigeo line: ${line}`);
    // The snapshot lists one district (San Antonio, Moquegua) without an INEI code ("NA"): a
    // document cannot carry it, so it is not offered.
    if (code === 'NA') return [];
    if (!/^\d{6}$/.test(code)) throw new Error(`unexpected ubigeo line: ${line}`);
    return [{ code, department, province, district }];
  });
}

let loaded: UbigeoCatalog | undefined;

/** The catalogue, parsed on first use and shared by every app instance of the process. */
export function ubigeoCatalog(): UbigeoCatalog {
  if (loaded) return loaded;
  const text = readFileSync(catalogFile(), 'utf8');
  const districts = parseUbigeoCsv(text).sort((a, b) => a.code.localeCompare(b.code));
  const byCode = new Map(districts.map((district) => [district.code, district]));
  loaded = {
    version: createHash('sha256').update(text).digest('hex').slice(0, 16),
    districts,
    find: (code) => byCode.get(code) ?? null,
  };
  return loaded;
}
