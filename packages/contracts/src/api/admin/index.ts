export * from './system-settings.ts';
export * from './providers.ts';
export * from './payment-gateways.ts';
export * from './operations.ts';
export * from './expiring-certificates.ts';
export * from './signing-identity.ts';
