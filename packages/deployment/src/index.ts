export * from './layout.ts';
export * from './atomic.ts';
export * from './releases.ts';
export * from './release.ts';
