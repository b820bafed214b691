// `pnpm rollback <app>`: makes the release that was live before the current one live again.
import { rollback } from '../packages/deployment/src/index.ts';
import { appFromArguments, deployDir } from './lib/deployment-cli.ts';

const app = appFromArguments('rollback');
try {
  const entry = rollback(deployDir(), app.name);
  console.log(`${app.dir}: versión ${entry.id} publicada de nuevo (antes: ${entry.previous}).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
