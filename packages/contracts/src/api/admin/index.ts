export * from './system-settings.ts';
export * from './providers.ts';
export * from './payment-gateways.ts';
export * from './operations.ts';
