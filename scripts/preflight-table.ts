/**
 * The pre-flight table (issue 43): every ERROR row (code < 4000) of SUNAT's validation sheets
 * v20260212 for 01, 03, 07, 08, RC and RA, extracted once from the sheets' markdown into
 * packages/einvoice/test/preflight/sunat-error-rows.json, which the table's test reads (the
 * repository never reads the sheets at test time).
 *
 *   pnpm exec tsx scripts/preflight-table.ts <folder with AjustesValidacionesCPE_*.md> [--decide]
 *
 * Without --decide it only rewrites the rows and lists the (sheet, code) pairs that have no
 * decision in decisions.json: a new row of a new version of the sheets stays undecided, and the
 * test fails, until a person decides it. --decide proposes a decision for the undecided pairs
 * from what the repository holds (einvoice's rule files, the double's rules, the builders) and
 * the sheet's own words; what it proposes is reviewed like any code.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'packages/einvoice/test/preflight');
const SHEETS = {
  '01': 'Factura2_0',
  '03': 'Boleta2_0',
  '07': 'NotaCredito2_0',
  '08': 'NotaDebito2_0',
  RC: 'Resumen_Diario1_1',
  RA: 'Comunicación_de_Baja1_0',
} as const;
type Sheet = keyof typeof SHEETS;

export interface SheetRow {
  sheet: Sheet;
  row: string;
  field: string;
  code: string;
  condition: string;
  /** The sheet's LISTADOS column: a catálogo, or one of SUNAT's registers (padrones, comprobantes). */
  list: string;
}

const clean = (cell: string) => cell.replace(/<br>/g, ' ').replace(/\s+/g, ' ').trim();

function rowsOf(sheet: Sheet, markdown: string): SheetRow[] {
  const lines = markdown.split('\n').filter((line) => line.startsWith('|'));
  const header = lines[0]!.split('|').map(clean);
  const at = (test: (cell: string) => boolean) => header.findIndex(test);
  const type = at((cell) => cell.startsWith('TIPO DE') && cell.includes('RETORNO'));
  const code = at((cell) => cell.startsWith('CODIGO'));
  const condition = at((cell) => cell.startsWith('VALIDACI'));
  const field = at((cell) => cell === 'DATO');
  const list = at((cell) => cell === 'LISTADOS');
  const rows: SheetRow[] = [];
  for (const line of lines.slice(2)) {
    const cells = line.split('|').map(clean);
    if (cells[type] !== 'ERROR' || !/^\d{4}$/.test(cells[code] ?? '') || Number(cells[code]) >= 4000)
      continue;
    rows.push({
      sheet,
      row: cells[1] ?? '',
      field: cells[field] ?? '',
      code: cells[code]!,
      condition: (cells[condition] ?? '').slice(0, 240),
      list: cells[list] ?? '',
    });
  }
  return rows;
}

export type Decision =
  | { decided: 'preflight'; rule: string }
  | { decided: 'double'; rule: string }
  | { decided: 'structural'; builder: string; why: string }
  | { decided: 'not-applicable'; why: string };

/**
 * Where the double answers each code: its rule module (rules/rule-<code>.ts) first, then any other
 * of its rules, its registers, its reception. Retenciones, percepciones, reversiones (other-cpe)
 * and guías (gre) are other documents' checks, not these sheets'.
 */
function doubleFiles(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const rank = (file: string) =>
    file.includes('/rules/') ? 0 : file.includes('/registry/') ? 1 : file.endsWith('options.ts') ? 3 : 2;
  const files = walk(join(ROOT, 'packages/sunat-simulator/src'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('codes.ts'))
    .filter((file) => !file.includes('/other-cpe/') && !file.includes('/gre/'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const file of files) {
    const own = /rule-(\d{4})\.ts$/.exec(file)?.[1];
    if (own) found.set(own, file.slice(ROOT.length + 1));
  }
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, code] of text.matchAll(/['"`](\d{4})['"`]/g)) {
      if (!found.has(code!)) found.set(code!, file.slice(ROOT.length + 1));
    }
  }
  return found;
}

const BUILDERS: Record<Sheet, string> = {
  '01': 'packages/einvoice/src/ubl/invoice.ts',
  '03': 'packages/einvoice/src/ubl/invoice.ts',
  '07': 'packages/einvoice/src/ubl/credit-note.ts',
  '08': 'packages/einvoice/src/ubl/debit-note.ts',
  RC: 'packages/einvoice/src/ubl/summary.ts',
  RA: 'packages/einvoice/src/ubl/voided.ts',
};

/** Fields (the sheet's DATO) the product never writes: a row about them cannot be met by its documents. */
const NEVER_EMITTED: [RegExp, string][] = [
  [/percepci/i, 'the product issues no percepción within a factura or boleta (its own document kind)'],
  [/retenci/i, 'the product writes no retención inside a factura or boleta'],
  [/DAE|Declaraci[oó]n Aduanera/i, 'DAE documents are not issued by the product'],
  [/hosped|hu[eé]sped|paquete tur/i, 'no tourism/lodging fields (sector annexes) are written'],
  [
    /transporte|veh[ií]culo|placa|carga|pasajero|tramo|viaje|origen|destino|ruta/i,
    'no transport annexes (carga, pasajeros) are written',
  ],
  [/embarcaci|especie|pesca|descarga/i, 'no fishing annexes (especies hidrobiológicas) are written'],
  [/combustible|GLP|gas natural/i, 'no fuel-sale annexes are written'],
  [
    /beneficiario|sector p[uú]blico|SIAF|expediente|contrato|proceso de selecci/i,
    'no public-sector annexes are written',
  ],
  [/servicios? p[uú]blicos?|suministro|medidor|recibo/i, 'no utility-service annexes are written'],
  [
    /contingencia|f[ií]sico/i,
    'the product numbers only electronic series (no physical or contingency series)',
  ],
  [/gu[ií]a de remisi/i, 'no guía is referenced from a factura or boleta'],
  [
    /orden de compra|otro documento relacionado/i,
    "no related documents beyond a note's reference are written",
  ],
];

function propose(row: SheetRow, preflight: Record<string, string>, double: Map<string, string>): Decision {
  const rule = preflight[row.code];
  if (rule) return { decided: 'preflight', rule };
  const simulated = double.get(row.code);
  if (simulated) return { decided: 'double', rule: simulated };
  for (const [pattern, why] of NEVER_EMITTED)
    if (pattern.test(row.field)) return { decided: 'not-applicable', why };
  if (
    /serie (NO )?empieza con n[uú]mero|comprobante f[ií]sico/i.test(row.condition) &&
    !/NO empieza/i.test(row.condition)
  )
    return { decided: 'not-applicable', why: NEVER_EMITTED.find(([p]) => p.test('contingencia'))![1] };
  if (/cat[aá]logo/i.test(row.list) || /cat[aá]logo/i.test(row.condition))
    return {
      decided: 'structural',
      builder: BUILDERS[row.sheet],
      why: "codes written from einvoice's typed catálogos (catalogs/), and the request's schema takes no other",
    };
  if (/^-?$/.test(row.list) === false || /listado|padr[oó]n|habido|registrad/i.test(row.condition))
    return {
      decided: 'not-applicable',
      why: "decided on SUNAT's own registers (padrones, comprobantes informados, autorizaciones), which the product does not hold",
    };
  if (/ISC|sistema de c[aá]lculo/i.test(row.field))
    return {
      decided: 'structural',
      builder: BUILDERS[row.sheet],
      why: 'ISC written by the tax engine (taxes/) from its typed sistema de cálculo (catálogo 08)',
    };
  if (/suma|total|igual a|diferente a la|mayor|menor|tolerancia|redonde/i.test(row.condition))
    return {
      decided: 'structural',
      builder: BUILDERS[row.sheet],
      why: 'amounts written as compute-document.ts computes them (one rounding per rule)',
    };
  return {
    decided: 'structural',
    builder: BUILDERS[row.sheet],
    why: 'the builder always writes this tag, attribute or catálogo code as the sheet asks',
  };
}

function main() {
  const [folder, flag] = process.argv.slice(2);
  if (!folder) throw new Error('usage: tsx scripts/preflight-table.ts <sheets folder> [--decide]');
  const rows = (Object.entries(SHEETS) as [Sheet, string][]).flatMap(([sheet, name]) => {
    const file = join(folder, `AjustesValidacionesCPE_${name}.md`);
    if (!existsSync(file)) throw new Error(`${file}: missing sheet`);
    return rowsOf(sheet, readFileSync(file, 'utf8'));
  });
  writeFileSync(join(OUT, 'sunat-error-rows.json'), `${JSON.stringify(rows, null, 1)}\n`);
  const decisionsFile = join(OUT, 'decisions.json');
  const decisions: Record<string, Decision> = existsSync(decisionsFile)
    ? (JSON.parse(readFileSync(decisionsFile, 'utf8')) as Record<string, Decision>)
    : {};
  const preflight = JSON.parse(readFileSync(join(OUT, 'preflight-rules.json'), 'utf8')) as Record<
    string,
    string
  >;
  const double = doubleFiles();
  const undecided = [...new Set(rows.map((row) => `${row.sheet} ${row.code}`))].filter(
    (key) => !decisions[key],
  );
  if (flag === '--decide') {
    for (const key of undecided)
      decisions[key] = propose(
        rows.find((row) => `${row.sheet} ${row.code}` === key)!,
        preflight,
        double,
      );
    const sorted = Object.fromEntries(Object.entries(decisions).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(decisionsFile, `${JSON.stringify(sorted, null, 1)}\n`);
  }
  console.log(
    `${rows.length} ERROR rows; ${flag === '--decide' ? 0 : undecided.length} (sheet, code) pairs undecided`,
  );
  if (flag !== '--decide') for (const key of undecided) console.log(`  undecided: ${key}`);
}

main();
