import axios, { type AxiosInstance } from 'axios';
import { validationDetailsSchema } from '@facturador/contracts';
import { SERVER_RATE_LIMIT_BACKOFF_MS } from '../constants.ts';
import { requestMessages } from '../messages.ts';
import type { TokenStore } from '../tokens/token-storage.ts';
import { ApiError } from './api-error.ts';
import { createRateLimiter } from './rate-limiter.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method: HttpMethod;
  path: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /**
   * Sign-in calls (login, Google, register, refresh): a 401 keeps the server's message and
   * never triggers a refresh.
   */
  authEntry?: boolean;
}

/** What the client asks of the session around it. */
export interface HttpClientHooks {
  tokens: TokenStore;
  /** Refresh the tokens; true when new ones are stored. */
  refresh(): Promise<boolean>;
  /** Drop the local session (tokens and user). */
  clearAuth(message: string): void;
  /** The account behind the token no longer exists (401 USER_NOT_FOUND). */
  userNotFound(message: string): void;
  now?: () => number;
}

export interface HttpClient {
  request<T>(options: RequestOptions): Promise<T>;
  /** Forget the cached CSRF token (a new one is fetched on the next mutating call). */
  resetCsrf(): void;
  readonly axios: AxiosInstance;
}

const MUTATING: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
type Body = Record<string, unknown> | undefined;

function bodyOf(data: unknown): Body {
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

function isCsrfFailure(body: Body): boolean {
  return body?.code === 'CSRF_INVALID' || /csrf/i.test(text(body?.message) ?? '');
}

export function createHttpClient(baseURL: string, hooks: HttpClientHooks): HttpClient {
  const now = hooks.now ?? Date.now;
  const instance = axios.create({
    baseURL,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  const limiter = createRateLimiter(now);
  const inFlight = new Map<string, Promise<unknown>>();
  let backoffUntil = 0;
  let csrf: Promise<string> | null = null;

  function csrfToken(): Promise<string> {
    csrf ??= instance.get('/csrf/token').then(
      (answer) => {
        const token = (bodyOf(bodyOf(answer.data)?.data) ?? {}).csrfToken;
        if (typeof token !== 'string') throw new Error('Respuesta de /csrf/token sin csrfToken');
        return token;
      },
      (error: unknown) => {
        csrf = null;
        throw error;
      },
    );
    return csrf;
  }

  function toApiError(error: unknown, options: RequestOptions): ApiError {
    if (error instanceof ApiError) return error;
    if (!axios.isAxiosError(error) || !error.response) {
      // axios's own texts ("Network Error", "timeout of … exceeded") are English: a person
      // reads the Spanish one. Errors of this client's own making already speak Spanish.
      const own = !axios.isAxiosError(error) && error instanceof Error && error.message;
      return new ApiError(own || requestMessages.network, 0, { code: 'NETWORK_ERROR' });
    }
    const { status } = error.response;
    const data = bodyOf(error.response.data);
    const serverMessage = text(data?.message);
    const code = text(data?.code);
    const fieldErrors = validationDetailsSchema.safeParse(data?.details);
    const extra = { code, serverMessage, data, fieldErrors: fieldErrors.success ? fieldErrors.data : [] };
    if (status === 401 && !options.authEntry) {
      hooks.clearAuth(requestMessages.authTokenRequired);
      return new ApiError(requestMessages.authTokenRequired, status, extra);
    }
    if (status === 429) {
      backoffUntil = now() + SERVER_RATE_LIMIT_BACKOFF_MS;
      return new ApiError(requestMessages.serverRateLimit, status, {
        ...extra,
        code: code ?? 'RATE_LIMITED',
      });
    }
    const details = text(bodyOf(data?.details)?.message);
    const message =
      status === 400 ? (serverMessage ?? details) : (serverMessage ?? details ?? text(data?.error));
    return new ApiError(message ?? requestMessages.unexplained, status, extra);
  }

  async function send<T>(options: RequestOptions, retried: { csrf: boolean; auth: boolean }): Promise<T> {
    const headers: Record<string, string> = { ...options.headers };
    const access = hooks.tokens.getAccessToken();
    if (access) headers.Authorization = `Bearer ${access}`;
    try {
      if (MUTATING.includes(options.method)) headers['X-CSRF-Token'] = await csrfToken();
      const answer = await instance.request<T>({
        method: options.method,
        url: options.path,
        data: options.body,
        params: options.query,
        headers,
      });
      return answer.data;
    } catch (error) {
      const response = axios.isAxiosError(error) ? error.response : undefined;
      const data = bodyOf(response?.data);
      if (response?.status === 403 && isCsrfFailure(data) && !retried.csrf) {
        csrf = null;
        return send<T>(options, { ...retried, csrf: true });
      }
      if (response?.status === 401 && !options.authEntry && !retried.auth && hooks.tokens.getRefreshToken()) {
        if (data?.code === 'USER_NOT_FOUND') {
          hooks.userNotFound(requestMessages.userNotFound);
          throw new ApiError(requestMessages.userNotFound, 401, { code: 'USER_NOT_FOUND', data });
        }
        if (await hooks.refresh()) return send<T>(options, { ...retried, auth: true });
      }
      throw toApiError(error, options);
    }
  }

  function request<T>(options: RequestOptions): Promise<T> {
    if (now() < backoffUntil) {
      return Promise.reject(new ApiError(requestMessages.serverRateLimit, 429, { code: 'RATE_LIMITED' }));
    }
    const key = JSON.stringify([options.method, options.path, options.query ?? null, options.body ?? null]);
    const shared = inFlight.get(key);
    if (shared) return shared as Promise<T>;
    if (!limiter.tryAcquire(`${options.method} ${options.path}`)) {
      return Promise.reject(
        new ApiError(requestMessages.clientRateLimit, 429, { code: 'CLIENT_RATE_LIMITED' }),
      );
    }
    const pending = send<T>(options, { csrf: false, auth: false }).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  }

  return {
    request,
    resetCsrf: () => {
      csrf = null;
    },
    axios: instance,
  };
}
