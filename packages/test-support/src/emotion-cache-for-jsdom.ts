import createEmotionCache from 'emotion-cache-original';

/** The part of a stylis element this plugin reads: a rule's selectors. */
interface StylisElement {
  type: string;
  props: string[] | string;
}

/**
 * Drops the selectors that use :has() from every rule (a rule left without one is not written).
 * jsdom answers getComputedStyle by matching every rule against the element and its ancestors,
 * and its selector engine compiles a :has() argument anew on every match: MUI's native selects
 * carry such rules (they only set custom properties for padding, which jsdom never lays out),
 * and Testing Library's role queries and toBeVisible spent up to a third of a form test there.
 */
function withoutHasSelectors(element: StylisElement): void {
  if (element.type === 'rule' && Array.isArray(element.props))
    element.props = element.props.filter((selector) => !selector.includes(':has('));
}

/**
 * @emotion/cache for the jsdom test projects (jest.config.js maps the package name here): the
 * same cache, with the plugin above in place of emotion's default vendor prefixer (jsdom reads no
 * prefixed property either).
 */
export default function createCache(options: Parameters<typeof createEmotionCache>[0]) {
  return createEmotionCache({
    ...options,
    stylisPlugins: [...(options.stylisPlugins ?? []), withoutHasSelectors],
  });
}
