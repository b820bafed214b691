import { create } from 'xmlbuilder2';
import { NS } from './namespaces.ts';

/** An element under construction (xmlbuilder2's XMLBuilder). */
export type Node = ReturnType<typeof create>;

/**
 * Starts a document with its root in `rootNamespace` and the prefixes every SUNAT document uses
 * declared on the root, so children resolve `cbc:`/`cac:`/`ext:` from the root's scope.
 */
export function createRoot(rootNamespace: string, rootName: string, withSac = false): Node {
  const attributes: Record<string, string> = {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ds': NS.ds,
    'xmlns:ext': NS.ext,
  };
  if (withSac) attributes['xmlns:sac'] = NS.sac;
  return create({ version: '1.0', encoding: 'UTF-8' }).ele(rootNamespace, rootName, attributes);
}

/** Serialises without pretty-printing: whitespace would only be noise under the signature. */
export const serialize = (root: Node): string => root.end({ prettyPrint: false });

/** Appends `<name attrs>text</name>`. */
export function text(parent: Node, name: string, value: string, attributes?: Record<string, string>): Node {
  return parent.ele(name, attributes).txt(value);
}
