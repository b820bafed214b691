import createEmotionCache from 'emotion-cache-original';

/** The part of a stylis element these plugins read and write. */
interface StylisElement {
  type: string;
  props: string[] | string;
  value: string;
  return: string;
}

/**
 * The declarations jsdom's behaviour, a library or a test reads back: whether an element is
 * shown (Testing Library's role queries and toBeVisible read display, visibility and opacity; a
 * click refused by pointer-events), a size MUI X Charts takes from its container's computed
 * width and height, and the colours a test checks with toHaveStyle.
 */
const READ_BACK = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'width',
  'height',
  'color',
  'background-color',
]);

/**
 * Keeps only the declarations above, and drops the selectors that use :has(). jsdom answers
 * getComputedStyle by matching every rule against the element and its ancestors — Testing
 * Library asks it for each element a role query walks — so the style sheets' size is the tests'
 * cost: with MUI's full CSS, Emitir's files spent a quarter of their time matching rules that
 * only set padding, fonts, transitions or borders, which jsdom never lays out. A rule left empty
 * is not written. nwsapi compiles a :has() argument anew on every match (MUI's native selects
 * carry such rules, which only set custom properties).
 */
function onlyWhatJsdomReads(element: StylisElement): void {
  if (element.type === 'decl' && !READ_BACK.has(String(element.props))) {
    element.value = '';
    element.return = '';
  } else if (element.type === 'rule' && Array.isArray(element.props)) {
    element.props = element.props.filter((selector) => !selector.includes(':has('));
  }
}

/**
 * @emotion/cache for the jsdom test projects (jest.config.js maps the package name here): the
 * same cache, with the plugin above in place of emotion's default vendor prefixer (jsdom reads no
 * prefixed property either).
 */
export default function createCache(options: Parameters<typeof createEmotionCache>[0]) {
  return createEmotionCache({
    ...options,
    stylisPlugins: [...(options.stylisPlugins ?? []), onlyWhatJsdomReads],
  });
}
