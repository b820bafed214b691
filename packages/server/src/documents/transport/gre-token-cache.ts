/**
 * The GRE API's access tokens, one per company's credentials (issue 42): SUNAT's token lives an
 * hour, and asking one per guía is slow and gets a client throttled. A token is reused while more
 * than `marginMs` of its life remain (greenter's GreSender: 600 s), so none that may die during a
 * send is used; concurrent sends of one company wait for the same request (one token for a batch);
 * a token SUNAT refused (401) is dropped, and only that one, so the next call asks a new one.
 * Pure: the clock and the request are given.
 */

/** What SUNAT's token endpoint answers, read. */
export interface IssuedToken {
  accessToken: string;
  /** expires_in, seconds. */
  expiresIn: number;
}

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

/** greenter's ApiToken: a token with less than this left is not used. */
export const TOKEN_MARGIN_MS = 600_000;

export class GreTokenCache {
  private readonly tokens = new Map<string, CachedToken>();
  private readonly asking = new Map<string, Promise<CachedToken>>();

  constructor(
    private readonly now: () => number,
    private readonly marginMs = TOKEN_MARGIN_MS,
  ) {}

  /** A token for `key` with more than the margin left, from the cache or from `request`. */
  async get(key: string, request: () => Promise<IssuedToken>): Promise<string> {
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt - this.now() > this.marginMs) return cached.accessToken;
    let pending = this.asking.get(key);
    if (!pending) {
      const asked = this.now();
      pending = request()
        .then((issued) => {
          const token = { accessToken: issued.accessToken, expiresAt: asked + issued.expiresIn * 1000 };
          this.tokens.set(key, token);
          return token;
        })
        .finally(() => this.asking.delete(key));
      this.asking.set(key, pending);
    }
    return (await pending).accessToken;
  }

  /** SUNAT refused `accessToken` (401): forget it, unless another call has already replaced it. */
  drop(key: string, accessToken: string): void {
    if (this.tokens.get(key)?.accessToken === accessToken) this.tokens.delete(key);
  }

  /** How many keys hold a token (for tests). */
  get size(): number {
    return this.tokens.size;
  }
}
