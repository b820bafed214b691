import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

/** Parses XML for the checks; a malformed document becomes an error message, not an exception. */
export function parseXml(xml: string): { doc?: Document; error?: string } {
  const problems: string[] = [];
  // Errors are collected rather than logged: a malformed document is an answer, not a crash.
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') problems.push(message.trim());
    },
  });
  try {
    const doc = parser.parseFromString(xml, 'text/xml');
    if (problems.length === 0) return { doc };
  } catch (error) {
    problems.push((error as Error).message);
  }
  return { error: `El XML no está bien formado: ${problems[0]}` };
}

export const childElements = (parent: Element): Element[] =>
  Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1);

export const child = (parent: Element, localName: string): Element | undefined =>
  childElements(parent).find((node) => node.localName === localName);

export const childText = (parent: Element, localName: string): string =>
  child(parent, localName)?.textContent?.trim() ?? '';
