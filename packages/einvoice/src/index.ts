/**
 * @facturador/einvoice: electronic documents for SUNAT as pure code (ARCHITECTURE.md). The tax
 * engine has no I/O and runs in the browser too: a page imports `@facturador/einvoice/calc`,
 * which leaves the signature and XML libraries out of its bundle. The document files (UBL,
 * signature, zip, CDR, SOAP messages) are what the server sends.
 */
export type * from './model/computed.ts';
export type * from './model/despatch.ts';
export * from './calc.ts';
export * from './document-files.ts';
export * from './retention-perception/index.ts';
