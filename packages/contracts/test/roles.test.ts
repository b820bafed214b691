import { describe, expect, it } from '@jest/globals';
import { ROLE_NAMES, ROLES } from '../src/roles.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('role vocabulary (SPEC.md §6)', () => {
  it('names every role with the labels of the spec', () => {
    expect(ROLE_NAMES.map((name) => [name, ROLES[name].label, ROLES[name].shortLabel])).toEqual([
      ['OWNER_SYSTEM', 'Dueño del Sistema', 'Owner'],
      ['ADMINISTRATOR_SYSTEM', 'Administrador del Sistema', null],
      ['CUSTOMER_SYSTEM', 'Cliente', null],
      ['RESELLER', 'Revendedor', null],
      ['OWNER_BUSINESS', 'Dueño de Negocio', 'Dueño'],
      ['ADMINISTRATOR_BUSINESS', 'Administrador de Negocio', 'Admin'],
      ['EMPLOYEE_BUSINESS', 'Empleado de Negocio', 'Empleado'],
    ]);
  });

  it('gives every badge a text colour with AA contrast (4.5:1) in light and dark', () => {
    for (const name of ROLE_NAMES) {
      for (const scheme of ['light', 'dark'] as const) {
        const { background, text } = ROLES[name].badge[scheme];
        expect({ name, scheme, ratio: contrast(background, text) >= 4.5 }).toEqual({
          name,
          scheme,
          ratio: true,
        });
      }
    }
  });
});
