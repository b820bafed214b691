import type { Migration } from './migration.ts';

/**
 * Issue 28 (decision 0029): no paying twice for what one already has.
 *
 * - One open order (pending payment or in review) per user and thing bought: a repeated click
 *   finds the open one. Older duplicates are cancelled first, keeping the one in review (its
 *   voucher may stand for money already sent), else the newest.
 * - `settlement_note`: what happened to an order that no longer made sense when a gateway had
 *   already taken the money (credited as extra tokens), read by the customer; `needs_review`
 *   puts it in front of an administrator.
 * - `renewal_order_id`: a renewal of the current plan paid before the period ends; the renewal
 *   job starts that next period when the current one ends instead of expiring it.
 */
export const openOrdersMigration: Migration = {
  id: '016_open_orders',
  sql: /* sql */ `
    UPDATE orders o SET state = 'cancelled',
           rejection_reason = 'Reemplazada por otra orden del mismo producto'
      FROM (
        SELECT id, row_number() OVER (
                 PARTITION BY user_id, kind, COALESCE(plan_id, token_pack_id)
                 ORDER BY (state = 'pending_approval') DESC, created_at DESC, id DESC) AS rank
          FROM orders WHERE state IN ('pending_payment', 'pending_approval')
      ) ranked
     WHERE ranked.id = o.id AND ranked.rank > 1;
    CREATE UNIQUE INDEX orders_one_open_per_item_idx
      ON orders (user_id, kind, (COALESCE(plan_id, token_pack_id)))
      WHERE state IN ('pending_payment', 'pending_approval');

    ALTER TABLE orders
      ADD COLUMN settlement_note text,
      ADD COLUMN needs_review boolean NOT NULL DEFAULT false;
    CREATE INDEX orders_needs_review_idx ON orders (created_at) WHERE needs_review;

    ALTER TABLE subscriptions ADD COLUMN renewal_order_id bigint REFERENCES orders (id) ON DELETE SET NULL;
  `,
};
