import { describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { generateSecretKey } from '../src/crypto/secret-box.ts';
import { findRepositoryRoot } from '../src/config/repository-root.ts';

describe('loadEnv', () => {
  it('fills in the documented defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 4000,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATABASE_URL: undefined,
      DATA_DIR: join(findRepositoryRoot(), '.data/pglite'),
      LOG_LEVEL: 'info',
      CORS_ORIGINS: ['http://localhost:3000'],
      MAIL_FROM: 'Facturador <no-reply@facturador.test>',
      GOOGLE_JWKS_URL:
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
      SESSION_SWEEP_INTERVAL_MS: 60_000,
      BILLING_RENEWAL_INTERVAL_MS: 3_600_000,
      CULQI_API_URL: 'https://api.culqi.com',
      SUNAT_TIMEOUT_MS: 20_000,
      WEBHOOK_DELIVERY_INTERVAL_MS: 5_000,
      DOCUMENT_DISPATCH_INTERVAL_MS: 5_000,
      API_KEY_RATE_LIMIT: 120,
      SUPPORT_EMAIL: 'soporte@facturador.pe',
      SUPPORT_WHATSAPP: '51987654321',
    });
  });

  it('refuses the SUNAT double in production: nothing there may go anywhere but SUNAT or an OSE', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        SECRETS_KEYS: generateSecretKey('prod1'),
        SUPPORT_EMAIL: 'soporte@empresa.pe',
        SUPPORT_WHATSAPP: '51987654321',
        SUNAT_SIMULATOR_URL: 'http://127.0.0.1:4100/ol-ti-itcpfegem-beta/billService',
      }),
    ).toThrow(/SUNAT_SIMULATOR_URL: is not allowed in production/);
  });

  it('keeps the embedded data at the repository root, wherever the server starts', () => {
    const root = findRepositoryRoot(join(__dirname, '..', 'src', 'db'));
    expect(root).toBe(resolve(__dirname, '..', '..', '..'));
  });

  it('reads every variable it knows', () => {
    const KEYS = generateSecretKey('prod1');
    const env = loadEnv({
      PORT: '4555',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://facturador@db:5432/facturador',
      DATA_DIR: '/var/lib/facturador',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: 'https://app.facturador.pe, https://admin.facturador.pe',
      JWT_SECRET: 'production-secret-production-secret-0123',
      SECRETS_KEYS: KEYS,
      SMTP_URL: 'smtp://mail.facturador.pe:587',
      FIREBASE_PROJECT_ID: 'facturador-pe',
      GOOGLE_JWKS_URL: 'https://keys.example.test/jwks.json',
      SESSION_SWEEP_INTERVAL_MS: '300000',
      REDIS_URL: 'redis://cache:6379',
      SUPPORT_EMAIL: 'ayuda@facturador.pe',
      SUPPORT_WHATSAPP: '51911222333',
    });
    expect(env).toMatchObject({
      PORT: 4555,
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://facturador@db:5432/facturador',
      DATA_DIR: '/var/lib/facturador',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: ['https://app.facturador.pe', 'https://admin.facturador.pe'],
      JWT_SECRET: 'production-secret-production-secret-0123',
      SECRETS_KEYS: KEYS,
      SMTP_URL: 'smtp://mail.facturador.pe:587',
      FIREBASE_PROJECT_ID: 'facturador-pe',
      GOOGLE_JWKS_URL: 'https://keys.example.test/jwks.json',
      SESSION_SWEEP_INTERVAL_MS: 300_000,
      REDIS_URL: 'redis://cache:6379',
      SUPPORT_EMAIL: 'ayuda@facturador.pe',
      SUPPORT_WHATSAPP: '51911222333',
    });
  });

  it('reads TRUST_PROXY as a list of addresses', () => {
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
  });

  it('requires JWT_SECRET, SECRETS_KEYS and the support contacts in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET[\s\S]*SECRETS_KEYS[\s\S]*SUPPORT_EMAIL[\s\S]*SUPPORT_WHATSAPP/,
    );
  });

  it('checks the support contacts with the rules of config.json', () => {
    expect(() => loadEnv({ SUPPORT_EMAIL: 'soporte', SUPPORT_WHATSAPP: '+51 987 654 321' })).toThrow(
      /SUPPORT_EMAIL[\s\S]*SUPPORT_WHATSAPP/,
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every invalid variable in one error', () => {
    const attempt = () =>
      loadEnv({ PORT: 'cuatro mil', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'nope' });

    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/PORT[\s\S]*NODE_ENV[\s\S]*DATABASE_URL[\s\S]*CORS_ORIGINS/);
  });
});
