import type { SecurityEvent, SecurityEventType } from '@facturador/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { describeUserAgent } from './user-agent.ts';

/** How many events "Actividad reciente" shows. */
export const SECURITY_ACTIVITY_LIMIT = 20;
/** Events older than this are pruned by the session sweep. */
export const SECURITY_EVENT_RETENTION_MS = 180 * 24 * 60 * 60 * 1000;
/** The stored User-Agent is cut here, as the sessions' is. */
const USER_AGENT_MAX = 500;

export interface NewSecurityEvent {
  userId: string;
  type: SecurityEventType;
  /** The session the event happened in or ended. */
  sessionId?: string | null;
  /** The session's name that an event ended, or how many sessions it ended. */
  detail?: string | null;
}

interface SecurityEventRow {
  id: string;
  type: SecurityEventType;
  ip_address: string | null;
  user_agent: string | null;
  detail: string | null;
  created_at: Date;
}

/** Where an event came from: the request's address and browser. */
export function requestOrigin(request: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export async function recordSecurityEvent(
  db: Queryable,
  event: NewSecurityEvent,
  origin: { ip: string; userAgent: string | undefined },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO security_events (user_id, type, session_id, ip_address, user_agent, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.userId,
      event.type,
      event.sessionId ?? null,
      origin.ip,
      origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      event.detail ?? null,
      now,
    ],
  );
}

/** The user's latest events, newest first, as the contract describes them. */
export async function listSecurityEvents(
  db: Queryable,
  userId: string,
  limit = SECURITY_ACTIVITY_LIMIT,
): Promise<SecurityEvent[]> {
  const rows = await db.query<SecurityEventRow>(
    `SELECT id, type, ip_address, user_agent, detail, created_at FROM security_events
      WHERE user_id = $1 ORDER BY created_at DESC, seq DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => {
    const { device, browser, system } = describeUserAgent(row.user_agent);
    return {
      id: row.id,
      type: row.type,
      createdAt: new Date(row.created_at).toISOString(),
      ipAddress: row.ip_address,
      device,
      browser,
      system,
      detail: row.detail,
    };
  });
}

/** Deletes the events older than the retention; answers how many went. */
export async function pruneSecurityEvents(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM security_events WHERE created_at < $1 RETURNING id',
    [new Date(now.getTime() - SECURITY_EVENT_RETENTION_MS)],
  );
  return rows.length;
}
