import {
  SUITE_APP_NAMES,
  type DeployedApp,
  type Publication,
  type RunningBuilds,
} from '@facturador/contracts';
import { deployedApps, listReleases, readHistory } from '@facturador/deployment';

const HISTORY_LIMIT = 50;

/**
 * Each app's live release and every publication, from the deployment folder (DEPLOY_DIR),
 * and how many open tabs run which build of it (the tabs' own reports).
 */
export function deploymentStatus(
  deployDir: string | undefined,
  reports: readonly RunningBuilds[],
): { apps: DeployedApp[]; history: Publication[] } {
  const onDisk = deployDir ? deployedApps(deployDir) : [];
  const names = [
    ...SUITE_APP_NAMES,
    ...onDisk.filter((name) => !(SUITE_APP_NAMES as readonly string[]).includes(name)),
  ];
  const apps = names.map((app): DeployedApp => {
    const live = deployDir ? listReleases(deployDir, app).find((release) => release.live) : undefined;
    const counts = new Map<string, number>();
    for (const report of reports) {
      const build = report[app];
      if (build) counts.set(build, (counts.get(build) ?? 0) + 1);
    }
    return {
      app,
      deployed: live ? { id: live.id, builtAt: live.builtAt, publishedAt: live.publishedAt } : null,
      tabs: [...counts]
        .map(([build, count]) => ({ build, count, current: build === live?.id }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.count - a.count),
    };
  });
  const history = onDisk
    .flatMap((app) => readHistory(deployDir!, app).map((entry) => ({ app, ...entry })))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, HISTORY_LIMIT);
  return { apps, history };
}
