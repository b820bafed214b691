/*
 * Issue 28: input PostgreSQL cannot store, refused before any schema sees it. A NUL (or another
 * C0 control) in a text answered 500, since PostgreSQL rejects it in text and jsonb; a lone
 * UTF-16 surrogate cannot be encoded either. Tab, line feed and carriage return are ordinary
 * text (a pasted address, a textarea's line breaks) and pass.
 */

export const textInputMessages = {
  controlCharacter: 'El texto contiene caracteres no permitidos (caracteres de control)',
} as const;

// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A text a person could have typed: no C0 control but tab and line breaks, well-formed UTF-16. */
export function isStorableText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The path of the first text in `value` (strings, object keys, nested arrays and objects) that
 * is not storable; null when every text is. `['items', 2, 'name']` names the field for the answer.
 */
export function findUnstorableText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
