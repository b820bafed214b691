import type { FastifyInstance } from 'fastify';
import { addDays, limaDate } from '@facturador/contracts';
import { recordEvent } from './document-events.ts';
import { mailDeadlineWarnings } from './deadline-mail.ts';
import { DEADLINE_WARNING_DAYS } from './deadlines.ts';
import { TIMELINE_TEXTS } from './messages.ts';
import { tellMembers } from './tell-members.ts';

/**
 * Documents SUNAT has not taken yet whose last day to send is near: each gets one warning in its
 * history, its company's tabs are told, and its members get one e-mail per company listing them.
 * Answers how many were warned.
 */
export async function warnNearDeadlines(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const limit = addDays(limaDate(now), DEADLINE_WARNING_DAYS);
  const rows = await app.db.query<{ id: string; company_id: string; full_number: string; deadline: string }>(
    `UPDATE documents SET deadline_warned = true, updated_at = $2
      WHERE status IN ('signed', 'sent', 'exception') AND NOT deadline_warned AND send_deadline <= $1
      RETURNING id, company_id, series || '-' || number AS full_number,
                to_char(send_deadline, 'YYYY-MM-DD') AS deadline`,
    [limit, now],
  );
  for (const row of rows)
    await recordEvent(app.db, row.id, 'deadline', null, TIMELINE_TEXTS.deadlineNear(row.deadline), now);
  for (const companyId of new Set(rows.map((row) => row.company_id)))
    await tellMembers(app, app.db, companyId);
  await mailDeadlineWarnings(
    app,
    rows.map((row) => ({ companyId: row.company_id, fullNumber: row.full_number, deadline: row.deadline })),
  );
  return rows.length;
}
