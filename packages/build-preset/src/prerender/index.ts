export { renderFragment } from './render-fragment.tsx';
export type { Prerender, PrerenderedFiles } from './write-prerendered.ts';
