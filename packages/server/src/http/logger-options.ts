import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Header names are lowercase in Node. Each would let a reader of the log act as the user. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-csrf-token', 'x-refresh-token'];
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  // Mis Empresas: the SOL password and the certificate file (its password is `password`).
  'solPassword',
  'fileBase64',
  // An API key's whole text, in the one answer that carries it (issue 30).
  'secret',
];

/** Where secrets can appear in a log line: request headers, and fields up to three levels deep. */
export const REDACTED_PATHS = [
  ...SECRET_HEADERS.map((header) => `req.headers["${header}"]`),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export interface LoggerSettings {
  level: string;
  /** Where JSON lines go; stdout when absent. Tests pass a stream to read them. */
  stream?: { write(line: string): void };
}

/** Fastify's request serializer leaves headers out; ours keeps them (redacted) for diagnosis. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    headers: { ...request.headers },
  };
}

export function loggerOptions(settings: LoggerSettings): LoggerOptions {
  return {
    level: settings.level,
    redact: { paths: REDACTED_PATHS },
    serializers: { req: serializeRequest },
    ...(settings.stream ? { stream: settings.stream } : {}),
  };
}
