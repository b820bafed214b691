import { CATALOGUE_IMPORT_MAX_BYTES } from '@facturador/contracts';

/**
 * The request's own limit: the file's text inside JSON (quotes and accents escaped) with room
 * to spare, so that a file just over 1 MiB reaches the route and gets its own Spanish reason.
 */
export const IMPORT_BODY_LIMIT = 4 * CATALOGUE_IMPORT_MAX_BYTES;
