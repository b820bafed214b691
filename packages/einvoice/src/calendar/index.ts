/**
 * SUNAT's dated rules and parameters, one owner: each entry says from which date it holds, and
 * every side (engine, server, browser) reads it by the document's issue date.
 */

/** The version of SUNAT's validation sheets (AjustesValidacionesCPE) these tables follow. */
export const SUNAT_SHEET_VERSION = 'v20260212';

export { addDays, daysBetween, peruvianDate } from './dates.ts';
export * from './identity-documents.ts';
export * from './igv-rates.ts';
export * from './rule-versions.ts';
export * from './send-deadlines.ts';
export * from './retention-perception.ts';
