import { createElement, type ComponentType } from 'react';
import type { BuildStamp, RemoteRoute } from './remote-routes.ts';

/**
 * Marks every page of a remote with the build that rendered it (`data-remote`,
 * `data-build`), so a person, a support engineer or a test can tell which deployment
 * is live without opening the network panel.
 */
export function defineRemoteRoutes(build: BuildStamp, routes: RemoteRoute[]): RemoteRoute[] {
  return routes.map(({ Component, ...route }) => {
    const Stamped: ComponentType = () =>
      createElement(
        'div',
        { 'data-remote': build.app, 'data-build': build.id, style: { display: 'contents' } },
        createElement(Component),
      );
    Stamped.displayName = `RemotePage(${route.path})`;
    return { ...route, Component: Stamped };
  });
}
