const LOWER = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'el']);

/** "SAN JUAN DE LURIGANCHO" → "San Juan de Lurigancho": the catalogue is upper case as INEI publishes it. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && LOWER.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
