import { errorResponseSchema, type Endpoint, type PathParams } from '@facturador/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';

/** A route plugin's instance (`FastifyPluginAsyncZod`). */
type ZodInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A contract entry the server serves: the call, with the words of its OpenAPI operation. */
export type ServedEndpoint = Endpoint & { summary: string; tag: string };

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

type ParamsSchema<E extends Endpoint> = E extends { params: infer S extends z.ZodType }
  ? S
  : keyof PathParams<E['path']> extends never
    ? undefined
    : z.ZodObject<{ [K in keyof PathParams<E['path']>]: z.ZodString }>;

type SuccessStatuses<E> = E extends { status: infer S } ? (S extends readonly (infer T)[] ? T : S) : 200;

type FailureResponse<F> = F extends number
  ? [F, typeof errorResponseSchema]
  : F extends readonly [infer S extends number, infer Own]
    ? [S, Own extends z.ZodType ? Own : typeof errorResponseSchema]
    : never;

type FailureResponses<E> = E extends { failures: readonly (infer F)[] }
  ? { [R in FailureResponse<F> as R[0]]: R[1] }
  : unknown;

/** The route schema an entry gives, as the type provider reads it. */
export interface ContractSchema<E extends Endpoint> extends FastifySchema {
  params: ParamsSchema<E>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  headers: Part<E, 'headers'>;
  response: { [S in SuccessStatuses<E> & number]: E['answer'] } & FailureResponses<E>;
}

/** A handler typed by its entry: `request.params`, `query` and `body` parsed, the answer checked. */
export type ContractHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route may add to its entry: its guard hooks and the behaviour only the server knows. */
export type ContractRouteOptions = Pick<
  RouteShorthandOptions,
  'config' | 'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit'
> & {
  /**
   * The server's own check of the body when it is stricter than the contract's: the same shape
   * with refinements whose code the client bundle does not carry (the phone number's library).
   */
  serverBody?: z.ZodType;
};

/** `/companies/:id/series/:seriesId` → `['id', 'seriesId']`. */
const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * The Fastify route schema of a contract entry: the path's parameters (each `:name` a string,
 * unless the entry checks them itself), its query, body and headers, its answer under each
 * success status, its own failures in the error shape, and its summary and tag.
 */
export function contractSchema(endpoint: ServedEndpoint, body = endpoint.body): FastifySchema {
  const names = pathParamNames(endpoint.path);
  const params =
    endpoint.params ??
    (names.length > 0 ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined);
  const response: Record<number, z.ZodType> = {};
  for (const status of [endpoint.status ?? 200].flat()) response[status] = endpoint.answer;
  for (const failure of endpoint.failures ?? []) {
    const [status, own] = typeof failure === 'number' ? [failure, undefined] : failure;
    response[status] =
      own === undefined
        ? errorResponseSchema
        : typeof own === 'string'
          ? errorResponseSchema.describe(own)
          : own;
  }
  const parts = { params, querystring: endpoint.query, body, headers: endpoint.headers };
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined)),
    response,
  };
}

/**
 * Serves a contract entry: the method, path, schemas, answer and OpenAPI words come from
 * `endpoints`, so the route file holds only the handler and, when it needs them, its route
 * options (a guard hook, `config`, `bodyLimit`). One declaration of each call for the client,
 * the server and the document (docs/decisions/0066-each-call-declared-once.md).
 *
 *   contractRoute(app, endpoints.listCatalogueDrivers, async (request) => …);
 *   contractRoute(app, endpoints.importCatalogueCustomers, { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => …);
 */
export function contractRoute<const E extends ServedEndpoint>(
  app: ZodInstance,
  endpoint: E,
  ...rest: [handler: ContractHandler<E>] | [options: ContractRouteOptions, handler: ContractHandler<E>]
): void {
  const [{ serverBody, ...options }, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: contractSchema(endpoint, serverBody),
    handler,
  } as RouteOptions);
}
