import { describe, expect, it } from '@jest/globals';
import {
  describeConflict,
  exposesProblems,
  routesModuleProblems,
  SHARED_VERSION_LINES,
  sharedConflicts,
  type RemoteName,
} from '@facturador/federation';

export interface RemoteContractInput {
  remote: RemoteName;
  /** The remote's Module Federation `exposes` (its app.config.ts). */
  exposes: Readonly<Record<string, string>> | undefined;
  /** The module it exposes as `./routes`, imported as the shell would receive it. */
  routesModule: unknown;
  /** The versions its build shares, as the build computes them: package → version. */
  sharedVersions: Readonly<Record<string, string>>;
}

/**
 * The contract between the shell and one remote, run in the remote's own tests (and so in
 * `pnpm release`): a team learns here, not in production, that its build would break the shell.
 */
export function describeShellContract({
  remote,
  exposes,
  routesModule,
  sharedVersions,
}: RemoteContractInput) {
  describe(`${remote} keeps the shell's contract`, () => {
    it('exposes the modules the shell loads', () => {
      expect(exposesProblems(exposes)).toEqual([]);
    });

    it('declares routes the shell can mount: absolute, unique, inside its mounts, with a component', () => {
      expect(routesModuleProblems(remote, routesModule)).toEqual([]);
    });

    it("shares react, react-dom, react-router-dom, MUI and auth-api on the shell's major versions", () => {
      const conflicts = sharedConflicts(SHARED_VERSION_LINES, sharedVersions);
      expect(conflicts.map((conflict) => describeConflict(conflict, remote, 'el shell'))).toEqual([]);
    });
  });
}
