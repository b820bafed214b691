import { describe, expect, it } from '@jest/globals';
import { federationDiagnostics, registerConsumer, sessionStore } from '../src/index.ts';

describe('session store', () => {
  it('is created once per copy of the package and recorded for the federation check', () => {
    expect(federationDiagnostics().instances.sessionStore).toEqual([sessionStore]);
  });

  it('records the store each app received', () => {
    registerConsumer('shell', sessionStore);
    expect(federationDiagnostics().consumers.shell).toBe(sessionStore);
  });

  it('starts with an unknown session until the profile is checked', () => {
    expect(sessionStore.getState().status).toBe('unknown');
  });
});
