import { companyMessages, ubigeoMessages, type SendingChannel } from '@facturador/contracts';
import { ubigeoCatalog } from '../catalogs/ubigeo-catalog.ts';
import type { Queryable } from '../db/database.ts';
import { validationError } from '../http/error-answer.ts';
import { isUuid } from './company-access.ts';

/** A company's or establishment's ubigeo must be a district of the INEI catalogue. */
export function assertKnownUbigeo(code: string | undefined, field = 'ubigeo'): void {
  if (code !== undefined && !ubigeoCatalog().find(code))
    throw validationError([{ field, message: ubigeoMessages.unknown }]);
}

/**
 * The provider a sending channel goes through: none for SUNAT directly; for OSE or PSE an active
 * provider of that type, given by its public id. Answers its internal id.
 */
export async function providerForChannel(
  db: Queryable,
  channel: SendingChannel,
  providerId: string | null | undefined,
): Promise<string | null> {
  if (channel === 'SUNAT') return null;
  const invalid = () => validationError([{ field: 'providerId', message: companyMessages.providerRequired }]);
  if (!providerId || !isUuid(providerId)) throw invalid();
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM providers WHERE public_id = $1 AND type = $2 AND is_active',
    [providerId, channel],
  );
  if (!row) throw invalid();
  return row.id;
}
