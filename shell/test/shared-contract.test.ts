import { describe, expect, it } from '@jest/globals';
import { sharedDependencies } from '@facturador/build-preset/shared';
import { describeConflict, SHARED_VERSION_LINES, sharedConflicts } from '@facturador/federation';

describe("the shell's side of the remote contract", () => {
  it('shares the contract packages on the lines every remote is checked against', () => {
    const versions = Object.fromEntries(
      Object.entries(sharedDependencies(`${__dirname}/..`)).map(([name, entry]) => [name, entry.version]),
    );
    const conflicts = sharedConflicts(SHARED_VERSION_LINES, versions);
    expect(conflicts.map((conflict) => describeConflict(conflict, 'shell', 'el contrato'))).toEqual([]);
  });
});
