import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { XMLFileInfo } from 'xmllint-wasm';

/**
 * The OASIS UBL 2.1 schemas, read once per directory and kept in memory (xmllint-wasm works on an
 * in-memory file system, so every call receives them). The directory must hold the unmodified
 * OASIS `maindoc/` and `common/` folders (xsd/ of UBL-2.1.zip) with their notices; the project
 * does not ship them: no npm package carries them, and they are not copied from GitHub.
 */
export interface Ubl21Schemas {
  /** maindoc/UBL-<Root>-2.1.xsd by root name. */
  main: (root: string) => XMLFileInfo | undefined;
  /** Everything the main schemas import (common/), preloaded beside them. */
  preload: XMLFileInfo[];
}

const cache = new Map<string, Promise<Ubl21Schemas>>();

/**
 * Where the schemas are: an explicit directory or UBL21_XSD_DIR; undefined when not configured,
 * or when the caller says null (structural checks only, whatever the environment holds).
 */
export const ubl21SchemaDirectory = (directory?: string | null): string | undefined =>
  directory === null ? undefined : (directory ?? (process.env.UBL21_XSD_DIR || undefined));

export function loadUbl21Schemas(directory: string): Promise<Ubl21Schemas> {
  let loading = cache.get(directory);
  if (!loading) {
    loading = readSchemas(directory);
    cache.set(directory, loading);
    loading.catch(() => cache.delete(directory));
  }
  return loading;
}

async function readSchemas(directory: string): Promise<Ubl21Schemas> {
  const read = async (folder: string): Promise<XMLFileInfo[]> => {
    const names = (await readdir(join(directory, folder))).filter((name) => name.endsWith('.xsd'));
    return Promise.all(
      names.map(async (name) => ({
        fileName: `${folder}/${name}`,
        contents: await readFile(join(directory, folder, name), 'utf8'),
      })),
    );
  };
  const [maindoc, common] = await Promise.all([read('maindoc'), read('common')]);
  const byRoot = new Map(
    maindoc.map((file) => [/UBL-(\w+)-2\.1\.xsd$/.exec(file.fileName)?.[1] ?? '', file]),
  );
  return { main: (root) => byRoot.get(root), preload: common };
}
