/** `%text%` for ILIKE, with the wildcards a person typed (`%`, `_`, `\`) matched literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
