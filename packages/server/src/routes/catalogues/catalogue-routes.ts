import { CATALOGUE_IMPORT_MAX_BYTES } from '@facturador/contracts';

/** The OpenAPI tag of Clientes and Productos y servicios. */
export const TAG = 'clientes y productos';

/**
 * The request's own limit: the file's text inside JSON (quotes and accents escaped) with room
 * to spare, so that a file just over 1 MiB reaches the route and gets its own Spanish reason.
 */
export const IMPORT_BODY_LIMIT = 4 * CATALOGUE_IMPORT_MAX_BYTES;

/** The OpenAPI tag of Vehículos and Conductores, the transport a company's guías name. */
export const TRANSPORT_TAG = 'vehículos y conductores';
