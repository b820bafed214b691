export * from './envelope.ts';
export * from './health.ts';
export * from './runtime-config.ts';
export * from './api-error-codes.ts';
export * from './roles.ts';
