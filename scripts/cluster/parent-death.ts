import { existsSync } from 'node:fs';

const SETPRIV = '/usr/bin/setpriv';

/**
 * The command and arguments that run `command` so that it gets SIGTERM when this process
 * dies, however it dies (util-linux's setpriv --pdeathsig). An 'exit' handler is not enough:
 * a process killed by a signal runs none, and an orphaned API or Redis would keep its port.
 */
export function endsWithParent(command: string, args: readonly string[]): [string, string[]] {
  if (process.platform !== 'linux' || !existsSync(SETPRIV)) return [command, [...args]];
  return [SETPRIV, ['--pdeathsig', 'TERM', '--', command, ...args]];
}
