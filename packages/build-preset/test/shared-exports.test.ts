import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { sharedDependencies } from '../src/shared-dependencies.ts';
import { declaredUsedExports, importedNames, scanUsedExports } from '../src/shared-exports.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the exports every app declares for the trimmed shared packages', () => {
  it('are the union of what the browser code imports today (else: pnpm shared:exports)', () => {
    expect(declaredUsedExports()).toEqual(scanUsedExports(root));
  });

  it('are declared the same by the shell and by each remote, so no app gets a copy without its exports', () => {
    const mui = (app: string) => sharedDependencies(`${root}/${app}`)['@mui/material']?.treeShaking;
    expect(mui('shell')).toEqual({
      mode: 'runtime-infer',
      usedExports: declaredUsedExports()['@mui/material'],
    });
    for (const remote of ['mf-public', 'mf-auth', 'mf-customer', 'mf-admin'])
      expect(mui(remote)).toEqual(mui('shell'));
  });
});

describe('what one file imports from a trimmed package', () => {
  const names = (source: string) => [...(importedNames('page.tsx', source).get('@mui/material') ?? [])];

  it('counts values by their exported name, and leaves types out', () => {
    const source = `
      import { Button, Chip as Tag, type ChipProps } from '@mui/material';
      import type { Theme } from '@mui/material';
      export { Alert } from '@mui/material';
      import { Link } from 'react-router-dom';`;
    expect(names(source).sort()).toEqual(['Alert', 'Button', 'Chip']);
    expect([...(importedNames('page.tsx', source).get('react-router-dom') ?? [])]).toEqual(['Link']);
  });

  it('refuses a namespace import or a re-export of everything, which no list can trim', () => {
    expect(() => names(`import * as Mui from '@mui/material';`)).toThrow(/cannot be trimmed/);
    expect(() => names(`export * from '@mui/material';`)).toThrow(/cannot be trimmed/);
  });
});
