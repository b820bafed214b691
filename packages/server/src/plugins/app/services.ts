import fp from 'fastify-plugin';
import { accessTokens, type AccessTokens } from '../../auth/access-token.ts';
import type { Clock } from '../../auth/clock.ts';
import { resolveJwtSecret } from '../../auth/jwt-secret.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { createSecretBox, type SecretBox } from '../../crypto/secret-box.ts';
import { resolveSecretKeys } from '../../crypto/secret-keys.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

export interface ServiceOptions {
  clock: Clock;
  /** scrypt N for new hashes; OWASP's unless tests ask for less. */
  passwordCost?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    passwords: Passwords;
    tokens: AccessTokens;
    mailer: Mailer;
    /** HMAC key of CSRF tokens, derived from the JWT secret. */
    jwtSecret: Uint8Array;
    /** Secrets at rest: seal before storing, open only where the secret is used. */
    secrets: SecretBox;
  }
}

/** What the routes share: the clock, password hashing, access tokens, mail and the secret box. */
export default fp<ServiceOptions>(
  async (app, options) => {
    const secret = await resolveJwtSecret(app.env);
    app.decorate('clock', options.clock);
    app.decorate('jwtSecret', secret);
    app.decorate('passwords', {
      hash: (password: string) => hashPassword(password, { cost: options.passwordCost }),
      verify: verifyPassword,
    });
    app.decorate('tokens', accessTokens(secret, options.clock));
    app.decorate('mailer', createMailer(app.env, app.db, app.log));
    app.decorate('secrets', createSecretBox(await resolveSecretKeys(app.env)));
  },
  { name: 'services', dependencies: ['env', 'database'] },
);
