import {
  describeConflict,
  exposesProblems,
  SHARED_VERSION_LINES,
  sharedConflicts,
} from '@facturador/federation';
import type { AppDefinition } from './app-definition.ts';
import { sharedDependencies } from './shared-dependencies.ts';

/**
 * The part of the shell's contract a build can check before it starts (the route module's
 * shape is checked by the remote's contract test): a remote that exposes no `./routes`, or
 * shares a contract package on another major than the suite's, fails its own build.
 */
export function buildContractProblems(app: AppDefinition, appDir: string): string[] {
  const versions = Object.fromEntries(
    Object.entries(sharedDependencies(appDir)).map(([name, entry]) => [name, entry.version]),
  );
  const conflicts = sharedConflicts(SHARED_VERSION_LINES, versions).map((conflict) =>
    describeConflict(conflict, app.name, 'el contrato del shell'),
  );
  return [...(app.kind === 'remote' ? exposesProblems(app.exposes) : []), ...conflicts];
}
