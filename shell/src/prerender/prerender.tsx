import { readFile } from 'node:fs/promises';
import type { Prerender } from '@facturador/build-preset/prerender';
import { ACCESS_TOKEN_COOKIE, REALTIME_PATH, REFRESH_TOKEN_COOKIE } from '@facturador/auth-api';
import { GUEST_ONLY_PATHS } from '@facturador/contracts';
import { LAYOUTS_INDEX, liveRenderFile, type PrerenderedLayouts } from '@facturador/federation';
import { messages } from '../app/messages.ts';
import { remoteMounts } from '../app/route-table.ts';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { renderLayoutMarkup } from './layout-markup.tsx';

/** The layouts whose pages the remotes prerender: the public site's and the sign-in pages'. */
const PRERENDERED_LAYOUTS = { default: DefaultLayout, auth: AuthLayout } as const;
type PrerenderedLayoutName = keyof typeof PRERENDERED_LAYOUTS;
const isPrerendered = (layout: string): layout is PrerenderedLayoutName => layout in PRERENDERED_LAYOUTS;
const layoutFile = (layout: PrerenderedLayoutName) => `${layout}-layout.html`;
/** The signed-in layout, rendered per request for each person by render-live.tsx (decision 0039). */
const SIGNED_IN_LAYOUT = 'dashboard';

const prerender: Prerender = async () => {
  const files: Record<string, string> = {};
  const index: PrerenderedLayouts = {
    titleTemplate: `%s · ${messages.productName}`,
    layouts: {},
    mounts: remoteMounts
      .filter((mount) => isPrerendered(mount.layout) || mount.layout === SIGNED_IN_LAYOUT)
      .map((mount) => ({
        ...mount,
        guestOnly: mount.paths.every((path) => GUEST_ONLY_PATHS.includes(path)) || undefined,
        signedIn: mount.layout === SIGNED_IN_LAYOUT || undefined,
      })),
    sessionCookie: REFRESH_TOKEN_COOKIE,
    accessCookie: ACCESS_TOKEN_COOKIE,
    renderModule: liveRenderFile(__FACTURADOR_BUILD__.id),
    realtimeNamespace: REALTIME_PATH,
    starter: 'start-on-intent.js',
  };
  for (const layout of Object.keys(PRERENDERED_LAYOUTS) as PrerenderedLayoutName[]) {
    index.layouts[layout] = layoutFile(layout);
    files[layoutFile(layout)] = await renderLayoutMarkup(PRERENDERED_LAYOUTS[layout]);
  }
  files['start-on-intent.js'] = await starterExpression();
  files[LAYOUTS_INDEX] = JSON.stringify(index);
  return files;
};

/** The starter as the bare function expression the static server calls (a formatter ends it with `;`). */
async function starterExpression(): Promise<string> {
  const source = await readFile(new URL('./start-on-intent.js', import.meta.url), 'utf8');
  return source.trim().replace(/;$/, '');
}

export default prerender;
