import type { SxProps, Theme } from '@mui/material';

/** A small button grown to a thumb's 44 px on a phone (WCAG 2.5.5), left compact from `sm` up. */
export const PHONE_TOUCH_TARGET: SxProps<Theme> = { minHeight: { xs: 44, sm: 'auto' } };
