import Bowser from 'bowser';

export interface DescribedUserAgent {
  /** Computadora, Móvil or Tableta. */
  device: string;
  /** Chrome, Firefox, Safari, Microsoft Edge… */
  browser: string;
  /** Windows, macOS, Android, iOS, Linux… */
  system: string;
}

export const UNKNOWN_BROWSER = 'Navegador desconocido';
export const UNKNOWN_SYSTEM = 'Sistema desconocido';

/** Bowser's platform types in the words the session list shows; anything else is a computer. */
const DEVICES: Record<string, string> = { mobile: 'Móvil', tablet: 'Tableta' };

/**
 * A readable device, browser and operating system for the session list and the security log,
 * from the User-Agent header as stored. Bowser knows far more agents than a hand-written list.
 */
export function describeUserAgent(userAgent: string | null | undefined): DescribedUserAgent {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return { device: 'Computadora', browser: UNKNOWN_BROWSER, system: UNKNOWN_SYSTEM };
  const parser = Bowser.getParser(ua);
  return {
    device: DEVICES[parser.getPlatformType(true)] ?? 'Computadora',
    browser: parser.getBrowserName() || UNKNOWN_BROWSER,
    system: parser.getOSName() || UNKNOWN_SYSTEM,
  };
}
