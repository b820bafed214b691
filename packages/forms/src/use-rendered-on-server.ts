import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * True while a page is rendered on a server (a signed-in page rendered per request, decision
 * 39), false in the browser from its first render: React reads the server snapshot only there.
 * For what a server cannot know, such as the screen's width or a component that waits to be
 * mounted, so it can send a form that is right anyway.
 */
export const useRenderedOnServer = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
