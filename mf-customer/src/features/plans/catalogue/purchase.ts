import type { Order, OrderKind } from '@facturador/contracts';

/** What the payment dialog pays: something chosen now (no order yet) or an existing order. */
export type Purchase =
  | { kind: OrderKind; itemId: string; name: string; amountCents: number; order?: undefined }
  | { order: Order };

export const purchaseName = (purchase: Purchase): string =>
  purchase.order ? purchase.order.item.name : purchase.name;
export const purchaseAmount = (purchase: Purchase): number =>
  purchase.order ? purchase.order.amountCents : purchase.amountCents;
