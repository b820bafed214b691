// The real @emotion/cache (its browser build), under the name jest.config.js gives it: in the
// jsdom projects the package name itself leads to emotion-cache-for-jsdom.ts.
declare module 'emotion-cache-original' {
  export interface Options {
    key: string;
    stylisPlugins?: Array<(element: never) => string | void>;
    [option: string]: unknown;
  }
  /** The part of a cache the jsdom group empties between files (emptyEmotionCaches). */
  export interface EmotionCache {
    sheet: { flush(): void };
    inserted: Record<string, unknown>;
  }
  export default function createCache(options: Options): EmotionCache;
}
