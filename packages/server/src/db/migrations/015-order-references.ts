import type { Migration } from './migration.ts';

/**
 * Issue 28: every order gets a short number a person can type (`ORD-000123`) on a bank
 * transfer, in a WhatsApp message or to an administrator; the UUID stays the id in URLs.
 * Existing orders are numbered in the order they were created, and new ones continue from there.
 */
export const orderReferencesMigration: Migration = {
  id: '015_order_references',
  sql: /* sql */ `
    CREATE SEQUENCE order_reference_seq;
    ALTER TABLE orders ADD COLUMN reference_number bigint;
    UPDATE orders o SET reference_number = numbered.n
      FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM orders) numbered
     WHERE numbered.id = o.id;
    SELECT setval('order_reference_seq', COALESCE((SELECT max(reference_number) FROM orders), 0) + 1, false);
    ALTER TABLE orders
      ALTER COLUMN reference_number SET DEFAULT nextval('order_reference_seq'),
      ALTER COLUMN reference_number SET NOT NULL,
      ADD CONSTRAINT orders_reference_number_key UNIQUE (reference_number);
    ALTER SEQUENCE order_reference_seq OWNED BY orders.reference_number;
  `,
};
