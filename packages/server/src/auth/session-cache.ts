import type { UserRecord } from '../users/user-record.ts';

/**
 * How long an entry is believed without a word from the database. Every change is forgotten
 * at once (see `forgetUsers`); this only bounds the harm of a message lost between instances.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Entries kept at most, of sessions and of users each; the oldest go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** A live session as the database last answered it. */
export interface CachedSession {
  /** Frozen: the same object serves every request of the user until it is forgotten. */
  user: UserRecord;
  /** The session's expiry when read; refreshes only move it later. */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** Milliseconds of the app's clock. */
  now(): number;
  /** Tells every other instance to forget these users; resolves once each has. */
  tellPeers(userIds: readonly string[]): Promise<void>;
  ttlMs?: number;
  maxEntries?: number;
}

interface SessionEntry {
  userId: string;
  expiresAt: number;
  freshUntil: number;
}

interface UserEntry {
  user: UserRecord;
  freshUntil: number;
  sessionIds: Set<string>;
}

/**
 * What authenticate() and the refresh route read on every call — a session's validity and its
 * user's record — kept a few seconds, keyed by session id and by user id. Whatever ends a
 * session or changes a user calls `forgetUsers` once the change is committed, and answers only
 * after every instance has forgotten: the next call anywhere reads the database again.
 */
export class SessionCache {
  readonly #sessions = new Map<string, SessionEntry>();
  readonly #users = new Map<string, UserEntry>();
  readonly #now: () => number;
  readonly #tellPeers: (userIds: readonly string[]) => Promise<void>;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  /** Moves on with every forget; a read from before it is not stored (see `generation`). */
  #generation = 0;

  constructor(options: SessionCacheOptions) {
    this.#now = options.now;
    this.#tellPeers = options.tellPeers;
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  }

  /**
   * Taken before reading the database, handed back to `rememberSession`/`rememberUser`: if a
   * change was forgotten meanwhile, what was read may predate it and is not kept.
   */
  generation(): number {
    return this.#generation;
  }

  /** A live, unexpired session and its user, or null: then the database decides. */
  session(sessionId: string): CachedSession | null {
    const entry = this.#sessions.get(sessionId);
    const now = this.#now();
    if (!entry || entry.freshUntil <= now || entry.expiresAt <= now) return null;
    const user = this.user(entry.userId);
    // A deleted user's sessions are forgotten with it; should a record say so anyway, ask.
    return user && !user.is_deleted ? { user, expiresAt: entry.expiresAt } : null;
  }

  user(userId: string): UserRecord | null {
    const entry = this.#users.get(userId);
    return entry && entry.freshUntil > this.#now() ? entry.user : null;
  }

  /** Keeps a session the database has just found live, with its user. */
  rememberSession(generation: number, sessionId: string, user: UserRecord, expiresAt: Date): void {
    if (generation !== this.#generation) return;
    const userEntry = this.#keepUser(user);
    userEntry.sessionIds.add(sessionId);
    this.#sessions.delete(sessionId);
    this.#sessions.set(sessionId, {
      userId: user.id,
      expiresAt: new Date(expiresAt).getTime(),
      freshUntil: this.#now() + this.#ttlMs,
    });
    if (this.#sessions.size > this.#maxEntries) this.#dropSession(this.#sessions.keys().next().value!);
  }

  /** Keeps a user record the database has just answered. */
  rememberUser(generation: number, user: UserRecord): void {
    if (generation === this.#generation) this.#keepUser(user);
  }

  /** Forgets these users' sessions and records here, then on every other instance. */
  async forgetUsers(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    this.forgetUsersHere(userIds);
    await this.#tellPeers(userIds);
  }

  /** What another instance's `forgetUsers` runs here. */
  forgetUsersHere(userIds: readonly string[]): void {
    this.#generation += 1;
    for (const userId of userIds) this.#dropUser(userId);
  }

  #keepUser(user: UserRecord): UserEntry {
    const sessionIds = this.#users.get(user.id)?.sessionIds ?? new Set<string>();
    this.#users.delete(user.id);
    const entry = { user: frozen(user), freshUntil: this.#now() + this.#ttlMs, sessionIds };
    this.#users.set(user.id, entry);
    if (this.#users.size > this.#maxEntries) this.#dropUser(this.#users.keys().next().value!);
    return entry;
  }

  #dropUser(userId: string): void {
    const entry = this.#users.get(userId);
    if (!entry) return;
    for (const sessionId of entry.sessionIds) this.#sessions.delete(sessionId);
    this.#users.delete(userId);
  }

  #dropSession(sessionId: string): void {
    const entry = this.#sessions.get(sessionId);
    this.#sessions.delete(sessionId);
    if (entry) this.#users.get(entry.userId)?.sessionIds.delete(sessionId);
  }
}

/** Shared between requests: a route that changed it by mistake would change it for all. */
function frozen(user: UserRecord): UserRecord {
  if (user.roles) Object.freeze(user.roles);
  return Object.freeze(user);
}
