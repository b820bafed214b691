export * from './remote-mounts.ts';
export * from './shared-versions.ts';
export * from './remote-contract.ts';
