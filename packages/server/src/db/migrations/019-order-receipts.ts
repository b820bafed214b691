import type { Migration } from './migration.ts';

/**
 * Issue 28, item 4: the comprobante of each purchase. The buyer's choice is kept on the order
 * (a factura's RUC, razón social and address as typed at checkout); once paid, the platform's
 * issuing company issues it through the e-invoicing engine and the order points at the
 * document. `receipt_note` says, in Spanish, why a paid order has no document yet.
 */
export const orderReceiptsMigration: Migration = {
  id: '019_order_receipts',
  sql: /* sql */ `
    ALTER TABLE orders
      ADD COLUMN receipt_type text NOT NULL DEFAULT 'boleta' CHECK (receipt_type IN ('boleta', 'factura')),
      ADD COLUMN receipt_ruc text,
      ADD COLUMN receipt_name text,
      ADD COLUMN receipt_address text,
      ADD COLUMN receipt_document_id bigint REFERENCES documents (id) ON DELETE SET NULL,
      ADD COLUMN receipt_note text;
  `,
};
