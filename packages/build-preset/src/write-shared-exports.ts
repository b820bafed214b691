// `pnpm shared:exports`: writes the union of what the apps import from the trimmed shared
// packages (shared-exports.ts); run it after importing something new from one of them.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scanUsedExports, USED_EXPORTS_FILE } from './shared-exports.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const used = scanUsedExports(root);
writeFileSync(USED_EXPORTS_FILE, `${JSON.stringify(used, null, 2)}\n`);
for (const [name, exports] of Object.entries(used)) console.info(`${name}: ${exports.length} exports`);
