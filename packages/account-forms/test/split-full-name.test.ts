import { describe, expect, it } from '@jest/globals';
import { initialNames, splitFullName } from '../src/split-full-name.ts';

describe('splitting the sign-up name into given names and surnames', () => {
  it.each([
    ['María Elena Quispe Mamani', 'María Elena', 'Quispe Mamani'],
    ['Rosa Quispe Mamani', 'Rosa', 'Quispe Mamani'],
    ['Rosa Quispe', 'Rosa', 'Quispe'],
    ['Rosa', 'Rosa', ''],
    ['José María Luis de la Cruz', 'José María Luis de', 'la Cruz'],
    ['  Ana   Lucía  Torres   Vega ', 'Ana Lucía', 'Torres Vega'],
    ['', '', ''],
  ])('%j → %j + %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });

  it('keeps the names the profile already has', () => {
    expect(initialNames({ fullName: 'Rosa Quispe Mamani', firstName: 'Rosa María', lastName: null })).toEqual(
      {
        firstName: 'Rosa María',
        lastName: '',
      },
    );
    expect(initialNames({ fullName: 'Rosa Quispe Mamani', firstName: null, lastName: null })).toEqual({
      firstName: 'Rosa',
      lastName: 'Quispe Mamani',
    });
  });
});
