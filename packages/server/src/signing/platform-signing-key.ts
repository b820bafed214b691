import type { FastifyInstance } from 'fastify';
import { companySigningMessages } from '@facturador/contracts';
import { loadSigningKey, type SignerKey, type SigningKey } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { DEVELOPMENT_PLATFORM, developmentIdentity } from './development-identity.ts';
import {
  platformSecretContext,
  readPlatformIdentity,
  writePlatformIdentity,
  type PlatformIdentityRow,
} from './platform-identity.ts';

/** What reading the platform's key needs of the app (the documents' context is wider). */
type SigningContext = Pick<FastifyInstance, 'env' | 'secrets' | 'clock'>;

/**
 * The platform's key, opened once per stored identity (its sealed copy is unique: a fresh IV each
 * time it is sealed), as its own and as the PSE's for others.
 */
interface OpenedIdentity {
  sealed: string;
  ruc: string;
  name: string;
  own: SigningKey;
  asPse: SignerKey;
}
let opened: OpenedIdentity | undefined;

/**
 * The platform's identity, made outside production the first time it is needed (development,
 * `npm start`, the tests): a TEST certificate of the demo's Facturador. In production only the
 * owner sets it (Configuración).
 */
export async function platformIdentityOrDevelopment(
  app: SigningContext,
  db: Queryable,
): Promise<PlatformIdentityRow | null> {
  const row = await readPlatformIdentity(db);
  if (row || app.env.NODE_ENV === 'production') return row;
  const now = app.clock.now();
  await writePlatformIdentity(
    db,
    app.secrets,
    { ...DEVELOPMENT_PLATFORM, certificate: developmentIdentity(now), generated: true, actorId: null, now },
    { onlyIfAbsent: true },
  );
  return readPlatformIdentity(db);
}

/**
 * The key Facturador signs with for `companyRuc` as its PSE: the signature names the platform in
 * SignatoryParty, unless the company is the platform itself. 409 when no identity is configured
 * or its certificate expired: nothing is numbered with a key that cannot sign.
 */
export async function platformSigningKey(
  app: SigningContext,
  db: Queryable,
  companyRuc: string,
): Promise<SignerKey> {
  const row = await platformIdentityOrDevelopment(app, db);
  if (!row) throw new AppError(409, 'CONFLICT', companySigningMessages.platformIdentityMissing);
  if (new Date(row.certificate_not_after) <= app.clock.now())
    throw new AppError(409, 'CONFLICT', companySigningMessages.platformCertificateExpired);
  if (
    opened?.sealed !== row.certificate_sealed ||
    opened.ruc !== row.ruc ||
    opened.name !== row.business_name
  ) {
    const pfx = app.secrets.open(row.certificate_sealed, platformSecretContext('certificate'));
    const password = app.secrets
      .open(row.certificate_password_sealed, platformSecretContext('certificate_password'))
      .toString('utf8');
    const own = loadSigningKey(pfx, password);
    // One object for every customer: signXml keeps the parsed private key per key object.
    const signatory = { ruc: row.ruc, name: row.business_name };
    opened = { sealed: row.certificate_sealed, ...signatory, own, asPse: { ...own, signatory } };
  }
  return row.ruc === companyRuc ? opened.own : opened.asPse;
}
