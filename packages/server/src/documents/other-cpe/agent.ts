import { otherDocumentMessages, type OtherCpeAgent, type OtherCpeType } from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/** Whether the company is an agente de retención and/or de percepción (its settings). */
export async function otherCpeAgentOf(db: Queryable, companyId: string): Promise<OtherCpeAgent> {
  const [row] = await db.query<{ retention_agent: boolean; perception_agent: boolean }>(
    'SELECT retention_agent, perception_agent FROM companies WHERE id = $1',
    [companyId],
  );
  return { retentionAgent: row?.retention_agent ?? false, perceptionAgent: row?.perception_agent ?? false };
}

export async function setOtherCpeAgent(
  db: Queryable,
  companyId: string,
  agent: OtherCpeAgent,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE companies SET retention_agent = $2, perception_agent = $3, updated_at = $4 WHERE id = $1',
    [companyId, agent.retentionAgent, agent.perceptionAgent, now],
  );
}

/**
 * Only an agent issues its type (SUNAT designates agents; ERR-2618/2602 «no corresponde con su
 * condición de Agente»): a company that has not said it is one is refused before anything is
 * numbered, 403 with what to do.
 */
export async function assertAgentFor(db: Queryable, companyId: string, type: OtherCpeType): Promise<void> {
  const agent = await otherCpeAgentOf(db, companyId);
  const enabled = type === '20' ? agent.retentionAgent : agent.perceptionAgent;
  if (!enabled) throw new AppError(403, 'FORBIDDEN', otherDocumentMessages.notEnabled[type]);
}
