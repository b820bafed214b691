import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

/**
 * A document the caller has already parsed with xmldom (`parseXmlCollecting`), with the problems
 * its parser reported: the checks read it instead of parsing the same text again.
 */
export interface ParsedXml {
  /** None when the parser gave up (a fatal error, the last of `problems`). */
  doc?: Document;
  /** Errors (not warnings) the parser reported, each trimmed; empty when well formed. */
  problems: readonly string[];
}

/** Parses XML, collecting the parser's errors (not its warnings) rather than logging them. */
export function parseXmlCollecting(xml: string): ParsedXml {
  const problems: string[] = [];
  // Errors are collected rather than logged: a malformed document is an answer, not a crash.
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') problems.push(message.trim());
    },
  });
  try {
    return { doc: parser.parseFromString(xml, 'text/xml'), problems };
  } catch (error) {
    problems.push((error as Error).message);
    return { problems };
  }
}

/** What the checks read of a parse: the document, or why it is not well formed. */
export const checkedParse = ({ doc, problems }: ParsedXml): { doc?: Document; error?: string } =>
  doc && problems.length === 0 ? { doc } : { error: `El XML no está bien formado: ${problems[0]}` };

/** Parses XML for the checks; a malformed document becomes an error message, not an exception. */
export const parseXml = (xml: string): { doc?: Document; error?: string } =>
  checkedParse(parseXmlCollecting(xml));

export const childElements = (parent: Element): Element[] =>
  Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1);

export const child = (parent: Element, localName: string): Element | undefined =>
  childElements(parent).find((node) => node.localName === localName);

export const childText = (parent: Element, localName: string): string =>
  child(parent, localName)?.textContent?.trim() ?? '';
