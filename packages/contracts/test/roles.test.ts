import { describe, expect, it } from '@jest/globals';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from '../src/colour-contrast.ts';
import { ROLE_NAMES, ROLES } from '../src/roles.ts';

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
        expect({ name, scheme, ratio: contrastRatio(background, text) >= WCAG_AA_TEXT_CONTRAST }).toEqual({
          name,
          scheme,
          ratio: true,
        });
      }
    }
  });
});
