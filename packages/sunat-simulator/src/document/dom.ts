import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

/** UBL namespaces by the prefixes SUNAT's documents use; paths below are written with them. */
export const NS: Record<string, string> = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sac: 'urn:sunat:names:specification:ubl:peru:schema:xsd:SunatAggregateComponents-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};

export type { Document, Element };

/** Parses XML, or returns null when it is not well-formed (SUNAT's 0306). */
export function parseXml(xml: string): Document | null {
  try {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
    return doc.documentElement ? doc : null;
  } catch {
    return null;
  }
}

/** One `prefix:Name` step of a path: a local name, in the prefix's namespace or (no prefix) any. */
interface Step {
  local: string;
  prefix: string;
}

function parseStep(step: string): Step {
  const colon = step.indexOf(':');
  return colon > 0
    ? { prefix: step.slice(0, colon), local: step.slice(colon + 1) }
    : { prefix: '', local: step };
}

const matchesStep = (el: Element, { prefix, local }: Step): boolean =>
  el.localName === local && (prefix === '' || el.namespaceURI === NS[prefix]);

/**
 * Paths split once: the rules read the same few dozen paths for every document, and splitting
 * them on every read cost more than walking the elements. Bounded, should a path be built.
 */
const parsedPaths = new Map<string, Step[]>();
const PARSED_PATHS_LIMIT = 1000;

function stepsOf(path: string): Step[] {
  let steps = parsedPaths.get(path);
  if (!steps) {
    steps = path.split('/').map(parseStep);
    if (parsedPaths.size >= PARSED_PATHS_LIMIT) parsedPaths.clear();
    parsedPaths.set(path, steps);
  }
  return steps;
}

function childrenMatching(el: Element, step: Step, out: Element[]): void {
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && matchesStep(n as Element, step)) out.push(n as Element);
  }
}

/** Direct element children matching one `prefix:Name` step. */
export function children(el: Element, step: string): Element[] {
  const out: Element[] = [];
  childrenMatching(el, parseStep(step), out);
  return out;
}

/** Every element reached by a `/`-separated path of child steps. */
export function all(el: Element, path: string): Element[] {
  let current = [el];
  for (const step of stepsOf(path)) {
    const next: Element[] = [];
    for (const parent of current) childrenMatching(parent, step, next);
    current = next;
    if (current.length === 0) break;
  }
  return current;
}

export const first = (el: Element, path: string): Element | undefined => all(el, path)[0];

/**
 * An element's textContent. Nearly every element the rules read holds one text node (or none):
 * its data is the text, read directly. xmldom's getter walks the subtree into an array and joins
 * it, which cost the rules more than finding the element; any other shape still goes to it.
 */
function textContentOf(el: Element): string {
  const only = el.firstChild;
  if (!only) return '';
  // Text (3) and CDATA (4) nodes are what textContent concatenates; comments and PIs are not.
  if (only === el.lastChild && (only.nodeType === 3 || only.nodeType === 4)) return only.nodeValue ?? '';
  return el.textContent ?? '';
}

/** The trimmed text of the first element at `path`, or undefined when there is none. */
export function text(el: Element | undefined, path?: string): string | undefined {
  const target = el && path ? first(el, path) : el;
  return target ? textContentOf(target).trim() : undefined;
}

/** A number read from the first element at `path`; undefined when absent or not numeric. */
export function num(el: Element | undefined, path?: string): number | undefined {
  const t = text(el, path);
  if (t === undefined || t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** Sum of the numbers at `path` (absent counts as 0). */
export function sum(el: Element, path: string): number {
  return all(el, path).reduce((acc, e) => acc + (num(e) ?? 0), 0);
}

/** The first ds:DigestValue anywhere: SUNAT's "hash" of the document. */
export function digestValue(doc: Document): string | undefined {
  const list = doc.getElementsByTagNameNS(NS.ds!, 'DigestValue');
  const el = list.item(0);
  return el ? textContentOf(el).trim() : undefined;
}
