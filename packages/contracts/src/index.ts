export * from './envelope.ts';
export * from './health.ts';
export * from './runtime-config.ts';
