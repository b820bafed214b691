import { validateXML } from 'xmllint-wasm';
import { KIND_SHAPES, type XsdKind, isUbl21 } from './document-kinds.ts';
import { checkedParse, parseXml, type ParsedXml } from './dom.ts';
import { structuralErrors } from './structural-checks.ts';
import { loadUbl21Schemas, ubl21SchemaDirectory } from './ubl21-schemas.ts';

export type { XsdKind };

export interface XsdResult {
  valid: boolean;
  errors: string[];
  /**
   * What was applied: the OASIS UBL 2.1 XSD plus our checks, or our structural checks alone (RC/RA
   * always; 2.1 kinds when no schema directory is configured).
   */
  checkedWith: 'xsd' | 'structural';
}

export interface XsdOptions {
  /**
   * Folder with the OASIS UBL 2.1 maindoc/ and common/ schemas; defaults to UBL21_XSD_DIR; null
   * for the structural checks alone.
   */
  schemaDirectory?: string | null;
  /**
   * The documents as the caller already parsed them (`parseXmlCollecting`), one per XML in the
   * same order: the structural checks read these instead of parsing the text again.
   */
  parsed?: readonly ParsedXml[];
}

/**
 * Validates a SIGNED document (an unsigned one has an empty ExtensionContent, which the UBL 2.1
 * schema refuses). Schemas are read once per directory; each call still starts xmllint-wasm, which
 * parses them again (about half a second): to check many documents, use validateXsdBatch.
 */
export async function validateXsd(xml: string, kind: XsdKind, options: XsdOptions = {}): Promise<XsdResult> {
  const [result] = await validateXsdBatch([xml], kind, options);
  return result as XsdResult;
}

/**
 * Validates many signed documents of one kind with ONE xmllint run, so the schemas are parsed once
 * for the whole batch instead of once per document. Answers one result per document, in order.
 */
export async function validateXsdBatch(
  xmls: readonly string[],
  kind: XsdKind,
  options: XsdOptions = {},
): Promise<XsdResult[]> {
  const checked = xmls.map((xml, index) => {
    const parsed = options.parsed?.[index];
    const { doc, error } = parsed ? checkedParse(parsed) : parseXml(xml);
    return doc ? structuralErrors(doc, kind) : [error ?? 'El XML no está bien formado'];
  });
  const directory = isUbl21(kind) ? ubl21SchemaDirectory(options.schemaDirectory) : undefined;
  if (!directory)
    return checked.map((errors) => ({ valid: errors.length === 0, errors, checkedWith: 'structural' }));

  const schemas = await loadUbl21Schemas(directory);
  const main = schemas.main(KIND_SHAPES[kind].root);
  if (!main)
    throw new Error(`No se encontró el esquema UBL 2.1 de ${KIND_SHAPES[kind].root} en ${directory}`);
  const fileName = (index: number) => `document-${index}.xml`;
  const result = await validateXML({
    xml: xmls.map((contents, index) => ({ fileName: fileName(index), contents })),
    schema: [main],
    preload: schemas.preload,
  });
  return checked.map((errors, index) => {
    const own = result.errors.filter((item) =>
      (item.loc?.fileName ?? item.rawMessage).startsWith(fileName(index)),
    );
    const all = [...errors, ...own.filter((item) => item.loc).map((item) => item.message)];
    // xmllint also prints "<file> fails to validate" without a position: it only repeats the above.
    if (all.length === 0 && own.length > 0) all.push(own.map((item) => item.message).join('; '));
    return { valid: all.length === 0, errors: all, checkedWith: 'xsd' };
  });
}
