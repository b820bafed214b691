import { expect } from '@jest/globals';
import type { Company } from '@facturador/contracts';
import { importPadron } from '../../src/padron/import-padron.ts';
import type { SignedInUser, TestApi } from './api.ts';

/** One line of SUNAT's padrón reducido (15 fields, pipe-separated) for `ruc`. */
export const padronLine = (ruc: string, state = 'ACTIVO', condition = 'HABIDO') =>
  `${ruc}|COMERCIAL ANDINA S.A.C.|${state}|${condition}|150122|AV.|LARCO|-|-|123|-|-|-|-|-|`;

async function* lines(...rows: string[]) {
  yield* rows;
}

/** Puts `ruc` in the server's padrón as SUNAT's file would (an import replaces its row). */
export async function inPadron(api: TestApi, ruc: string, state = 'ACTIVO', condition = 'HABIDO') {
  await importPadron(api.db, lines(padronLine(ruc, state, condition)));
}

/**
 * «Pasar a producción» the way a person does it (issue 40): the RUC in the padrón, the SOL
 * credentials tried on the production channel, then the switch. The company must already sign
 * (its own certificate, or a confirmed PSE designation) and have its SOL user saved.
 */
export async function switchToProduction(
  api: TestApi,
  owner: SignedInUser,
  company: { id: string; ruc: string },
): Promise<Company> {
  await inPadron(api, company.ruc);
  const tested = await api.call('POST', `/companies/${company.id}/credentials/sol/test`, {
    token: owner.accessToken,
  });
  expect(tested.statusCode < 300 ? tested.json().data.outcome : tested.body).toBe('ok');
  const switched = await api.call('POST', `/companies/${company.id}/production`, {
    token: owner.accessToken,
    body: { acknowledgeTestDocuments: true },
  });
  expect(switched.statusCode < 300 ? 'ok' : switched.body).toBe('ok');
  return (switched.json() as { data: Company }).data;
}
