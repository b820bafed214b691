import type { Document } from '@xmldom/xmldom';
import { childElements, childText } from './dom.ts';
import { KIND_SHAPES, type XsdKind } from './document-kinds.ts';
import { summaryErrors, voidedErrors } from './summary-checks.ts';

const EXT_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';

/**
 * Checks every kind shares: the root and its namespace, the versions SUNAT expects (2074/2072)
 * and ONE ExtensionContent for the signature; then the kind's own rules (RC/RA).
 */
export function structuralErrors(doc: Document, kind: XsdKind): string[] {
  const shape = KIND_SHAPES[kind];
  const root = doc.documentElement;
  if (!root || root.localName !== shape.root || root.namespaceURI !== shape.namespace) {
    return [`El elemento raíz debe ser ${shape.root} en el espacio de nombres ${shape.namespace}`];
  }
  const errors: string[] = [];
  if (childText(root, 'UBLVersionID') !== shape.ublVersion)
    errors.push(`UBLVersionID debe ser ${shape.ublVersion} (2074)`);
  if (childText(root, 'CustomizationID') !== shape.customization) {
    errors.push(`CustomizationID debe ser ${shape.customization} (2072)`);
  }
  const extensionContents = doc.getElementsByTagNameNS(EXT_NS, 'ExtensionContent').length;
  if (extensionContents !== 1)
    errors.push(`Debe haber un único ext:ExtensionContent para la firma (hay ${extensionContents})`);
  if (childElements(root)[0]?.localName !== 'UBLExtensions')
    errors.push('ext:UBLExtensions debe ser el primer elemento');
  if (kind === 'RC') errors.push(...summaryErrors(root));
  if (kind === 'RA') errors.push(...voidedErrors(root));
  return errors;
}
