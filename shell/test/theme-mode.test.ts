import { describe, expect, it } from '@jest/globals';
import { readThemeCookie } from '../src/theme/theme-mode.ts';

describe('readThemeCookie', () => {
  it('reads dark or light from the theme cookie among others', () => {
    expect(readThemeCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(readThemeCookie('theme=light')).toBe('light');
  });

  it('ignores a missing or unknown value, so the system preference applies', () => {
    expect(readThemeCookie('')).toBeNull();
    expect(readThemeCookie('theme=sepia')).toBeNull();
    expect(readThemeCookie('mytheme=dark')).toBeNull();
  });
});
