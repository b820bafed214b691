import { describe, expect, it } from '@jest/globals';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from '@facturador/contracts';
import { TOAST_BACKGROUNDS } from '../src/toasts/toast-colours.tsx';

describe('toast colours', () => {
  it.each(Object.entries(TOAST_BACKGROUNDS))(
    '%s carries white text at AA contrast',
    (_variant, background) => {
      expect(contrastRatio(background, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    },
  );
});
