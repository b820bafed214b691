/**
 * @facturador/einvoice: electronic documents for SUNAT as pure code (ARCHITECTURE.md). The tax
 * engine (calc) has no I/O and runs in the browser too; the document files (UBL, signature,
 * zip, CDR, SOAP messages) are what the server sends.
 */
export type * from './model/computed.ts';
export * from './calc.ts';
export * from './document-files.ts';
