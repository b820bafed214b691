import { lazy, type ComponentType } from 'react';
import type { RemoteRoute } from './remote-routes.ts';

/**
 * A page whose code loads on demand, as `React.lazy`, and which the shell can ask to start
 * loading before it renders (`preload`): both ask for the same chunk, fetched once.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RemoteRoute, 'Component' | 'preload'> {
  return { Component: lazy(load), preload: load };
}
