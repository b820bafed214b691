import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';

const temporaryName = (path: string) => `${path}.tmp-${randomBytes(4).toString('hex')}`;

/**
 * Writes a file whole or not at all: a reader sees the old content or the new, never half.
 * rename(2) replaces the target atomically within one file system.
 */
export function writeFileAtomic(path: string, content: string): void {
  const temporary = temporaryName(path);
  writeFileSync(temporary, content);
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Points the symbolic link `path` at `target` atomically: a new link is made beside it and
 * renamed over it, so a server resolving `path` finds the old release or the new, never none.
 */
export function pointLinkAtomic(path: string, target: string): void {
  const temporary = temporaryName(path);
  symlinkSync(target, temporary, 'dir');
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
