import type { XsdValidator } from './options.ts';

/** Reads the many shapes a validator may answer with: boolean, { ok }, { valid }, { errors }. */
function interpret(result: unknown): { ok: boolean; errors?: string[] } {
  if (typeof result === 'boolean') return { ok: result };
  if (result && typeof result === 'object') {
    const r = result as Record<string, unknown>;
    const errors = Array.isArray(r.errors)
      ? r.errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)))
      : undefined;
    if (typeof r.ok === 'boolean') return { ok: r.ok, errors };
    if (typeof r.valid === 'boolean') return { ok: r.valid, errors };
    if (errors) return { ok: errors.length === 0, errors };
  }
  return { ok: true };
}

/**
 * The XSD step. 'auto' binds @facturador/einvoice's `validateXsd` (xmllint-wasm, the product's one
 * copy of the schemas) when that export exists; otherwise the step is skipped and says so once.
 */
export async function resolveXsd(
  setting: 'auto' | false | XsdValidator | undefined,
): Promise<XsdValidator | undefined> {
  if (setting === false) return undefined;
  if (typeof setting === 'function') return setting;
  try {
    const specifier = '@facturador/einvoice';
    const mod = (await import(specifier)) as Record<string, unknown>;
    const fn = mod.validateXsd;
    if (typeof fn !== 'function') return undefined;
    // validateXsd(xml, kind): OASIS UBL 2.1 XSD when UBL21_XSD_DIR is set, plus its structural
    // checks (the only ones for RC/RA, whose SUNAT XSDs are not vendored).
    return async (xml, kind) => {
      try {
        return interpret(await (fn as (x: string, k: string) => unknown)(xml, kind));
      } catch (err) {
        // A validator that cannot handle the input is not the client's fault: do not reject.
        return { ok: true, errors: [String(err)] };
      }
    };
  } catch {
    return undefined;
  }
}
