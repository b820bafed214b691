import type { FastifyInstance } from 'fastify';
import { confirmedDesignations, tellDoubleOfDesignations } from './double-designations.ts';
import { platformIdentityOrDevelopment } from './platform-signing-key.ts';

/**
 * At the start of a server outside production: the platform's TEST signing identity exists (the
 * owner's Configuración shows it and every new company can issue at once), and the SUNAT double,
 * whose memory a restart empties, learns again the PSE designations the companies confirmed.
 */
export async function prepareDevelopmentSigning(
  app: Pick<FastifyInstance, 'db' | 'env' | 'secrets' | 'clock' | 'log'>,
): Promise<void> {
  if (app.env.NODE_ENV === 'production') return;
  const identity = await platformIdentityOrDevelopment(app, app.db);
  if (identity)
    await tellDoubleOfDesignations(app.env, app.log, await confirmedDesignations(app.db, identity.ruc));
}
