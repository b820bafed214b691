import axios, { type AxiosInstance } from 'axios';
import {
  csrfTokenResponseSchema,
  validationDetailsSchema,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type HttpMethod,
} from '@facturador/contracts';
import { SERVER_RATE_LIMIT_BACKOFF_MS } from '../constants.ts';
import { requestMessages } from '../messages.ts';
import type { TokenStore } from '../tokens/token-storage.ts';
import { isOutage } from '../connectivity/connectivity.ts';
import type { RefreshResult } from '../tokens/token-refresher.ts';
import { ApiError, errorCodeOf } from './api-error.ts';
import { createRateLimiter } from './rate-limiter.ts';

/** What the client asks of the session around it. */
export interface HttpClientHooks {
  tokens: TokenStore;
  /** Refresh the tokens: new ones stored, the server refused, or no answer to ask it. */
  refresh(): Promise<RefreshResult>;
  /**
   * The server refused the session (401 on a call that is not a sign-in call, after any
   * refresh): the error says why (`USER_NOT_FOUND`, or anything else). The session decides
   * what follows; the error is thrown to the caller as well.
   */
  onSessionRejected(error: ApiError): void;
  /** Told of every call's fate: an answer, or an outage (no answer, timeout, 5xx). */
  connectivity?: { answered(): void; failed(error: ApiError): void };
  now?: () => number;
}

export interface HttpClient {
  /** One call of the API: the body checked and the answer parsed with the endpoint's schemas. */
  call<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<EndpointAnswer<E>>;
  /** A file the API answers (a zip, a PDF): the bytes as they came, never decoded as text or JSON. */
  file<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<Blob>;
  /** Forget the cached CSRF token (a new one is fetched on the next mutating call). */
  resetCsrf(): void;
}

const MUTATING: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
type Body = Record<string, unknown> | undefined;

function bodyOf(data: unknown): Body {
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** `/users/:id` with `{ id: 'a b' }` → `/users/a%20b`. */
function fillPath(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
}

/** The 400 the server would answer for this body, given before anything is sent. */
function invalidBody(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const fieldErrors = issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return new ApiError(fieldErrors[0]?.message ?? requestMessages.unexplained, 400, {
    code: 'VALIDATION_ERROR',
    fieldErrors,
  });
}

/** A Blob that holds JSON (an error answered to a file's request), else nothing. */
async function jsonOf(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return undefined;
  }
}

const malformed = (status: number) =>
  new ApiError(requestMessages.malformedAnswer, status, { code: 'INVALID_ANSWER' });

export function createHttpClient(baseURL: string, hooks: HttpClientHooks): HttpClient {
  const now = hooks.now ?? Date.now;
  const instance: AxiosInstance = axios.create({
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
        const parsed = csrfTokenResponseSchema.safeParse(answer.data);
        if (!parsed.success) throw malformed(answer.status);
        return parsed.data.data.csrfToken;
      },
      (error: unknown) => {
        csrf = null;
        throw error;
      },
    );
    return csrf;
  }

  /** SPEC.md §8's limit per method and path; a refusal says when the call may go. */
  function acquire(endpoint: Endpoint, path: string): void {
    const key = `${endpoint.method} ${path}`;
    if (limiter.tryAcquire(key)) return;
    throw new ApiError(requestMessages.clientRateLimit, 429, {
      code: 'CLIENT_RATE_LIMITED',
      retryAfterMs: limiter.waitFor(key),
    });
  }

  function toApiError(error: unknown, authEntry: boolean): ApiError {
    if (error instanceof ApiError) return error;
    if (!axios.isAxiosError(error) || !error.response) {
      // axios's own texts ("Network Error", "timeout of … exceeded") are English: a person
      // reads the Spanish one.
      return new ApiError(requestMessages.network, 0, { code: 'NETWORK_ERROR' });
    }
    const { status } = error.response;
    const data = bodyOf(error.response.data);
    const serverMessage = text(data?.message);
    const code = errorCodeOf(data?.code);
    const fieldErrors = validationDetailsSchema.safeParse(data?.details);
    const extra = { code, serverMessage, data, fieldErrors: fieldErrors.success ? fieldErrors.data : [] };
    if (status === 401 && !authEntry) {
      // SPEC.md §8: the account is gone (USER_NOT_FOUND), or any other refusal of the session.
      const message =
        code === 'USER_NOT_FOUND' ? requestMessages.userNotFound : requestMessages.authTokenRequired;
      return new ApiError(message, status, extra);
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

  async function send(
    endpoint: Endpoint,
    input: {
      path: string;
      body: unknown;
      query: unknown;
      headers?: Record<string, string>;
      responseType?: 'blob';
    },
    retried: { csrf: boolean; auth: boolean },
  ): Promise<{ status: number; data: unknown }> {
    const headers: Record<string, string> = { ...input.headers };
    const access = hooks.tokens.getAccessToken();
    if (access) headers.Authorization = `Bearer ${access}`;
    try {
      if (MUTATING.includes(endpoint.method)) headers['X-CSRF-Token'] = await csrfToken();
      const answer = await instance.request({
        method: endpoint.method,
        url: input.path,
        data: input.body,
        params: input.query,
        headers,
        ...(input.responseType ? { responseType: input.responseType } : {}),
      });
      hooks.connectivity?.answered();
      return { status: answer.status, data: answer.data };
    } catch (error) {
      const response = axios.isAxiosError(error) ? error.response : undefined;
      // A file's request gets its error as a Blob too: the Spanish message is the JSON inside.
      if (response && typeof Blob !== 'undefined' && response.data instanceof Blob)
        response.data = await jsonOf(response.data);
      const code = bodyOf(response?.data)?.code;
      if (response?.status === 403 && code === 'CSRF_INVALID' && !retried.csrf) {
        csrf = null;
        return send(endpoint, input, { ...retried, csrf: true });
      }
      const refreshable = !endpoint.authEntry && !retried.auth && code !== 'USER_NOT_FOUND';
      if (response?.status === 401 && refreshable && hooks.tokens.getRefreshToken()) {
        const refreshed = await hooks.refresh();
        if (refreshed === 'refreshed') return send(endpoint, input, { ...retried, auth: true });
        // The server could not be asked whether the session lives: an outage, not a refusal.
        if (refreshed === 'unreachable')
          throw new ApiError(requestMessages.network, 0, { code: 'NETWORK_ERROR' });
      }
      const failure = toApiError(error, endpoint.authEntry === true);
      if (isOutage(failure)) hooks.connectivity?.failed(failure);
      else hooks.connectivity?.answered();
      if (failure.statusCode === 401 && !endpoint.authEntry) hooks.onSessionRejected(failure);
      throw failure;
    }
  }

  async function call<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<EndpointAnswer<E>> {
    if (now() < backoffUntil) {
      throw new ApiError(requestMessages.serverRateLimit, 429, { code: 'RATE_LIMITED' });
    }
    const given = (input ?? {}) as {
      body?: unknown;
      query?: unknown;
      params?: Record<string, string>;
      headers?: Record<string, string>;
    };
    // The body goes out as the contract shapes it (trimmed, lowercased e-mail…); what the
    // server would refuse with a 400 is refused here with the same texts.
    let body: unknown = undefined;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(given.body);
      if (!parsed.success) throw invalidBody(parsed.error.issues);
      body = parsed.data;
    }
    const path = fillPath(endpoint.path, given.params);
    const key = JSON.stringify([endpoint.method, path, given.query ?? null, body ?? null]);
    const shared = inFlight.get(key);
    if (shared) return shared as Promise<EndpointAnswer<E>>;
    acquire(endpoint, path);
    const pending = send(
      endpoint,
      { path, body, query: given.query, headers: given.headers },
      {
        csrf: false,
        auth: false,
      },
    )
      .then(({ status, data }) => {
        const parsed = endpoint.answer.safeParse(data);
        if (!parsed.success) {
          console.warn(`Respuesta inesperada de ${endpoint.method} ${endpoint.path}`, parsed.error.issues);
          throw malformed(status);
        }
        return parsed.data as EndpointAnswer<E>;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  }

  async function file<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<Blob> {
    const given = (input ?? {}) as {
      query?: unknown;
      params?: Record<string, string>;
      headers?: Record<string, string>;
    };
    const path = fillPath(endpoint.path, given.params);
    acquire(endpoint, path);
    const { data } = await send(
      endpoint,
      { path, body: undefined, query: given.query, headers: given.headers, responseType: 'blob' },
      { csrf: false, auth: false },
    );
    return data as Blob;
  }

  return {
    call,
    file,
    resetCsrf: () => {
      csrf = null;
    },
  };
}
