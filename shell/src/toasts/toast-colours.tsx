import { styled } from '@mui/material';
import { MaterialDesignContent } from 'notistack';
import { BADGE_TONES } from '@facturador/contracts';

/**
 * notistack's own toast colours put white text on green, orange and light blue below WCAG AA
 * (about 3:1); these, the dark texts of the suite's badge tones, carry white at 6:1 or more in
 * both schemes.
 */
export const TOAST_BACKGROUNDS = {
  success: BADGE_TONES.good.light.text,
  error: BADGE_TONES.bad.light.text,
  warning: BADGE_TONES.pending.light.text,
  info: BADGE_TONES.review.light.text,
} as const;

const AccessibleToast = styled(MaterialDesignContent)({
  color: '#ffffff',
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_BACKGROUNDS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_BACKGROUNDS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_BACKGROUNDS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_BACKGROUNDS.info },
});

/** The `Components` of the SnackbarProvider: every variant in AA colours. */
export const TOAST_COMPONENTS = {
  success: AccessibleToast,
  error: AccessibleToast,
  warning: AccessibleToast,
  info: AccessibleToast,
};
