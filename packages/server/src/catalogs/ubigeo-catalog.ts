import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { UbigeoDistrict } from '@facturador/contracts';

/**
 * The INEI district catalogue (data/ubigeo-inei.csv, see data/README.md), read once at start.
 *
 * Kept in memory rather than in a table: it is reference data versioned with the code (a newer
 * INEI snapshot is a new file, not a migration that rewrites rows), it is small (1,893 rows,
 * ~67 KB), every lookup is a Map hit, and its version is the file's hash, which the HTTP
 * answer's ETag and the client's cache can use.
 */
export interface UbigeoCatalog {
  readonly version: string;
  readonly districts: readonly UbigeoDistrict[];
  find(code: string): UbigeoDistrict | null;
}

const CATALOG_FILE = new URL('../../data/ubigeo-inei.csv', import.meta.url);

export function parseUbigeoCsv(text: string): UbigeoDistrict[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header !== 'ubigeo,departamento,provincia,distrito') throw new Error('unexpected ubigeo header');
  return lines.map((line) => {
    const [code, department, province, district] = line.split(',');
    if (!code || !/^\d{6}$/.test(code) || !department || !province || !district)
      throw new Error(`unexpected ubigeo line: ${line}`);
    return { code, department, province, district };
  });
}

let loaded: UbigeoCatalog | undefined;

/** The catalogue, parsed on first use and shared by every app instance of the process. */
export function ubigeoCatalog(): UbigeoCatalog {
  if (loaded) return loaded;
  const text = readFileSync(CATALOG_FILE, 'utf8');
  const districts = parseUbigeoCsv(text).sort((a, b) => a.code.localeCompare(b.code));
  const byCode = new Map(districts.map((district) => [district.code, district]));
  loaded = {
    version: createHash('sha256').update(text).digest('hex').slice(0, 16),
    districts,
    find: (code) => byCode.get(code) ?? null,
  };
  return loaded;
}
