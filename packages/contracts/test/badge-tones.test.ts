import { describe, expect, it } from '@jest/globals';
import {
  BADGE_TONES,
  contrastRatio,
  DOCUMENT_STATUS_COLORS,
  DOCUMENT_STATUSES,
  WCAG_AA_TEXT_CONTRAST,
} from '../src/index.ts';

describe('badge tones', () => {
  it.each(
    Object.entries(BADGE_TONES).flatMap(([tone, colors]) =>
      (['light', 'dark'] as const).map((scheme) => [tone, scheme, colors[scheme]] as const),
    ),
  )('%s in %s has AA contrast (4.5:1)', (_tone, _scheme, { background, text }) => {
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  it('gives every document state one of those tones', () => {
    const tones = new Set<unknown>(Object.values(BADGE_TONES));
    for (const status of DOCUMENT_STATUSES)
      expect([status, tones.has(DOCUMENT_STATUS_COLORS[status])]).toEqual([status, true]);
  });
});
