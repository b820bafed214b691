import { io, type Socket } from 'socket.io-client';

/** The answer's JSON; a page (nginx's own 502) is kept as `{ page }`. */
function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { page: text.slice(0, 200) };
  }
}

/** What one call answered: the status (0 when no answer came at all) and the body. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  /** Why no answer came (status 0). */
  error?: string;
}

/**
 * A client of the API through the cluster's proxy, as the apps call it: the CSRF cookie and
 * header (signed double submit) on every mutating call, the access token as a bearer.
 */
export class ApiClient {
  private csrf: string | null = null;

  constructor(
    readonly apiUrl: string,
    readonly origin: string,
  ) {}

  async csrfToken(): Promise<string> {
    if (this.csrf) return this.csrf;
    const answer = await this.call<{ data: { csrfToken: string } }>('GET', '/csrf/token');
    if (answer.status !== 200) throw new Error(`GET /csrf/token answered ${answer.status}`);
    this.csrf = answer.body.data.csrfToken;
    return this.csrf;
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    {
      token,
      body,
      headers: extra = {},
    }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { origin: this.origin, ...extra };
    if (method !== 'GET' && method !== 'HEAD') {
      const csrf = await this.csrfToken();
      headers['x-csrf-token'] = csrf;
      headers.cookie = `csrf_token=${csrf}`;
    }
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: parseBody(text) as T,
        headers: response.headers,
      };
    } catch (error) {
      // No answer at all (connection refused or reset): counted apart from HTTP statuses.
      const cause = (error as Error & { cause?: Error }).cause;
      return { status: 0, body: {} as T, headers: new Headers(), error: String(cause ?? error) };
    }
  }

  async signIn(email: string, password: string): Promise<Session> {
    const answer = await this.call<{ access_token: string; refresh_token: string; user: { id: string } }>(
      'POST',
      '/auth/login',
      { body: { email, password } },
    );
    if (answer.status !== 200)
      throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { email, accessToken: answer.body.access_token, refreshToken: answer.body.refresh_token };
  }
}

export interface Session {
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** A socket on the /auth namespace, as the shell opens it (websocket first, reconnecting). */
export function openSocket(
  url: string,
  token: string,
  origin: string,
  { reconnection = true, transports = ['websocket'] }: { reconnection?: boolean; transports?: string[] } = {},
): Socket {
  return io(`${url}/auth`, {
    auth: { token },
    transports,
    extraHeaders: { origin },
    reconnection,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    forceNew: true,
  });
}

/** Resolves on the socket's next `event`, rejects after `ms` (the failure then says which). */
export function next<T = unknown>(
  socket: Pick<Socket, 'once'> | { once(event: string, listener: (payload: T) => void): unknown },
  event: string,
  ms = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    (socket as { once(event: string, listener: (payload: T) => void): unknown }).once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
