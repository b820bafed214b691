import type { Element } from '@xmldom/xmldom';
import { childElements } from './dom.ts';

/**
 * An XSD sequence reduced to what our checks need: the children allowed, in order, with how many
 * of each. Elements not listed are reported, so a misspelt or misplaced element is caught.
 */
export type Sequence = ReadonlyArray<readonly [name: string, min: number, max: number]>;

export function checkSequence(parent: Element, sequence: Sequence, where: string): string[] {
  const errors: string[] = [];
  const names = childElements(parent).map((node) => node.localName ?? '');
  let position = 0;
  for (const [name, min, max] of sequence) {
    let count = 0;
    while (names[position] === name) {
      count += 1;
      position += 1;
    }
    if (count < min) errors.push(`${where}: falta ${name}`);
    if (count > max) errors.push(`${where}: ${name} aparece ${count} veces (máximo ${max})`);
  }
  if (position < names.length) errors.push(`${where}: ${names[position]} no está permitido en esa posición`);
  return errors;
}

export const MANY = Number.POSITIVE_INFINITY;
