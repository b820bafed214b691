import { GlobalStyles, useMediaQuery } from '@mui/material';
import type { SnackbarOrigin } from 'notistack';

/** Given to notistack's top-right container (SnackbarProvider `classes`). */
export const TOAST_CONTAINER_CLASS = 'facturador-toasts';

/** The app bar's height from 600 px up (MUI's Toolbar), and the gap a toast keeps from it. */
const APP_BAR_HEIGHT = 64;
const GAP = 8;
/** notistack's own padding around each toast, added to the container's offset. */
const TOAST_PADDING = 6;
/** Below MUI's `sm` breakpoint: a phone held upright. */
const PHONE = '(max-width:599.95px)';

const WIDE: SnackbarOrigin = { vertical: 'top', horizontal: 'right' };
const NARROW: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

/**
 * Issue 40 item 6: a toast never covers the page's header. notistack puts its top-right
 * container 14 px from the top of the window, over the app bar (its account menu on a wide
 * screen; all of it, and the page's title under it, on a phone). From 600 px up the toasts stay
 * at the top right (SPEC.md §2) but start below the app bar, beside the title rather than over
 * it; on a phone, where the title fills the width under the app bar, they come up from the
 * bottom, as the connectivity banner sits there. Only toasts use it, and they are shown after
 * the app starts: deciding in script shifts nothing the server rendered.
 */
export function useToastAnchor(): SnackbarOrigin {
  return useMediaQuery(PHONE, { noSsr: true }) ? NARROW : WIDE;
}

/** The top-right container's offset below the app bar; two classes beat notistack's one. */
export function ToastPlacement() {
  return (
    <GlobalStyles
      styles={{
        [`.notistack-SnackbarContainer.${TOAST_CONTAINER_CLASS}`]: {
          top: APP_BAR_HEIGHT + GAP - TOAST_PADDING,
        },
      }}
    />
  );
}
