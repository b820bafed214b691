import createEmotionCache, { type EmotionCache } from 'emotion-cache-original';

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
  const cache = createEmotionCache({
    ...options,
    stylisPlugins: [...(options.stylisPlugins ?? []), onlyWhatJsdomReads],
  });
  caches.push(cache);
  return cache;
}

const caches: EmotionCache[] = [];

/**
 * Empties every cache's style sheet, as in a fresh registry: the next render writes again the
 * rules it uses. The jsdom group (jsdom-group/every-file.group.ts) calls it after each file, so
 * that a file's getComputedStyle never matches the rules of the files before it.
 */
export function emptyEmotionCaches(): void {
  for (const cache of caches) {
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
}
