// `pnpm releases <app>`: the app's releases in the order they went live, and which one is.
import { listReleases } from '../packages/deployment/src/index.ts';
import { appFromArguments, deployDir, limaTime } from './lib/deployment-cli.ts';

const app = appFromArguments('releases');
const releases = listReleases(deployDir(), app.name);
if (releases.length === 0) {
  console.log(
    `${app.dir} no tiene versiones en ${deployDir()} (npm start o pnpm release ${app.dir} crean una).`,
  );
} else {
  const rows = releases.map((release) => [
    release.live ? '●' : '',
    release.id,
    limaTime(release.builtAt),
    limaTime(release.publishedAt),
  ]);
  const header = ['', 'versión', 'compilada', 'publicada'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('\n● publicada ahora (hora de Lima)');
}
