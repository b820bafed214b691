import { describe, expect, it } from '@jest/globals';
import { runtimeConfigSchema } from '../src/runtime-config.ts';

const valid = {
  apiBaseUrl: 'http://localhost:4000',
  remotes: {
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_auth: 'http://localhost:3002/mf-manifest.json',
    mf_customer: 'http://localhost:3003/mf-manifest.json',
    mf_admin: 'http://localhost:3004/mf-manifest.json',
  },
  support: { email: 'soporte@facturador.pe', whatsapp: '51987654321' },
};

describe('runtimeConfigSchema (config.json)', () => {
  it('accepts a deployment config and defaults the optional parts to off', () => {
    expect(runtimeConfigSchema.parse(valid)).toMatchObject({ identity: null, authSyncUrl: null });
  });

  it('refuses a config that forgets a remote', () => {
    const { mf_admin: _missing, ...remotes } = valid.remotes;
    expect(runtimeConfigSchema.safeParse({ ...valid, remotes }).success).toBe(false);
  });

  it('refuses a support chat number that is not international digits', () => {
    expect(
      runtimeConfigSchema.safeParse({ ...valid, support: { ...valid.support, whatsapp: '+51 987' } }).success,
    ).toBe(false);
  });

  it('is what the shell ships as its default config.json', async () => {
    const shipped = (await import('../../../shell/public/config.json')).default;
    expect(runtimeConfigSchema.safeParse(shipped).success).toBe(true);
  });
});
