/** The parts of the served OpenAPI document the tests read. */
export interface OpenApiOperation {
  operationId?: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { schema?: { type?: string } }>;
      content?: Record<string, { schema?: { required?: string[] } }>;
    }
  >;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown> };
}

/** `/users/:id` (Fastify, the contract) → `/users/{id}` (OpenAPI). */
export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** Every operation of the document with its path and lower-case method. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

/** The statuses an operation declares, as numbers. */
export function declaredStatuses(document: OpenApiDocument, method: string, path: string): number[] {
  const operation = document.paths[toOpenApiPath(path)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  return Object.keys(operation.responses).map(Number);
}
