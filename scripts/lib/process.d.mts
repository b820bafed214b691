import type { ChildProcess } from 'node:child_process';

export function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  ready: RegExp;
  log?: (name: string, line: string) => void;
}): Promise<ChildProcess>;

export function stopProcess(child: ChildProcess): Promise<void>;
