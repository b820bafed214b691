import { validateXsd, type ParsedXml, type XsdKind } from '@facturador/einvoice';

/**
 * Validates a document (kind 01/03/07/08/RC/RA) against its XSD; `ok: false` answers SUNAT's 0306.
 * `parsed` is the same text as the reception already parsed it, for a validator that reads a DOM.
 */
export type XsdValidator = (
  xml: string,
  kind: string,
  parsed?: ParsedXml,
) => Promise<{ ok: boolean; errors?: string[] }>;

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
 * The XSD step. 'auto' uses @facturador/einvoice's `validateXsd` (xmllint-wasm; infrastructure the
 * double shares with the product, not a rule): the OASIS UBL 2.1 schemas when `schemaDirectory`
 * names them (about half a second a document, so only where a test or a person asks for it), its
 * structural checks otherwise (the only ones for RC/RA, whose SUNAT XSDs are not vendored).
 */
export function resolveXsd(
  setting: 'auto' | false | XsdValidator | undefined,
  schemaDirectory?: string,
): XsdValidator | undefined {
  if (setting === false) return undefined;
  if (typeof setting === 'function') return setting;
  return async (xml, kind, parsed) => {
    try {
      return interpret(
        await validateXsd(xml, kind as XsdKind, {
          schemaDirectory: schemaDirectory ?? null,
          parsed: parsed && [parsed],
        }),
      );
    } catch (err) {
      // A validator that cannot handle the input is not the client's fault: do not reject.
      return { ok: true, errors: [String(err)] };
    }
  };
}
