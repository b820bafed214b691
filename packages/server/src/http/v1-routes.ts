/**
 * /v1, the API for ERPs and points of sale (issue 30), is a document of its own: its routes
 * are left out of the session API's OpenAPI document and its operation table, and described
 * in /v1/openapi.json instead.
 */
export const V1_PREFIX = '/v1/';

export const isV1Route = (url: string): boolean => url.startsWith(V1_PREFIX);
