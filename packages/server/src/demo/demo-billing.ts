import type { PaymentMethod } from '@facturador/contracts';
import { listTokenPacksOnSale, PLAN_COLUMNS, type PlanRow, type TokenPackRow } from '../billing/catalogue.ts';
import { insertOrder, type OrderRow } from '../billing/orders.ts';
import { expireDueSubscriptions } from '../billing/renewal.ts';
import { settleOrder } from '../purchases/settle-order.ts';
import { spendTokens } from '../billing/spend-tokens.ts';
import { loadSubscription, startDefaultSubscription, tokenBalance } from '../billing/subscriptions.ts';
import type { Queryable } from '../db/database.ts';
import { demoVoucherPng } from './demo-voucher.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface DemoCatalogue {
  plans: Map<string, PlanRow>;
  packs: Map<string, TokenPackRow>;
}

export async function loadDemoCatalogue(tx: Queryable): Promise<DemoCatalogue> {
  const plans = await tx.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans p`);
  const packs = await listTokenPacksOnSale(tx);
  return {
    plans: new Map(plans.map((plan) => [plan.code, plan])),
    packs: new Map(packs.map((pack) => [pack.code, pack])),
  };
}

export type DemoItem = { kind: 'plan'; code: string } | { kind: 'token_pack'; code: string };

/**
 * One customer's billing history, written as it would have happened: every order, payment and
 * token movement goes through the billing module's own functions with the date it happened,
 * so the ledger's balances, the subscription and the orders agree exactly as in real use.
 */
export class DemoBillingHistory {
  private voucher: Buffer | undefined;

  constructor(
    private readonly tx: Queryable,
    private readonly catalogue: DemoCatalogue,
    readonly userId: string,
    /** The administrator who reviews vouchers. */
    private readonly reviewerId: string,
  ) {}

  /** The account's start: the free trial, as every sign-up gets. */
  async signUp(at: Date): Promise<void> {
    await startDefaultSubscription(this.tx, this.userId, at);
  }

  private async order(item: DemoItem, method: PaymentMethod, at: Date): Promise<OrderRow> {
    if (item.kind === 'plan') {
      const plan = this.catalogue.plans.get(item.code)!;
      const { order } = await insertOrder(
        this.tx,
        {
          userId: this.userId,
          kind: 'plan',
          itemId: plan.id,
          itemCode: plan.code,
          itemName: `Plan ${plan.name}`,
          tokens: null,
          amountCents: Number(plan.price_cents),
          method,
        },
        at,
      );
      return order;
    }
    const pack = this.catalogue.packs.get(item.code)!;
    const { order } = await insertOrder(
      this.tx,
      {
        userId: this.userId,
        kind: 'token_pack',
        itemId: pack.id,
        itemCode: pack.code,
        itemName: pack.name,
        tokens: pack.tokens,
        amountCents: Number(pack.price_cents),
        method,
      },
      at,
    );
    return order;
  }

  /** The voucher upload of POST /billing/orders/:id/voucher: the order waits for approval. */
  private async uploadVoucher(order: OrderRow, at: Date): Promise<void> {
    this.voucher ??= demoVoucherPng();
    await this.tx.query(
      `INSERT INTO order_vouchers (order_id, file_name, mime_type, size_bytes, content, uploaded_at)
       VALUES ($1, $2, 'image/png', $3, $4, $5)`,
      [order.id, `voucher-${order.public_id.slice(0, 8)}.png`, this.voucher.length, this.voucher, at],
    );
    await this.tx.query(`UPDATE orders SET state = 'pending_approval' WHERE id = $1`, [order.id]);
  }

  /** Bought and paid: by the sandbox gateway at once, or by voucher approved a few hours later. */
  async buy(item: DemoItem, method: PaymentMethod, when: Date): Promise<void> {
    const at = await this.renewalTime(item, when);
    const order = await this.order(item, method, at);
    let paidAt = new Date(at.getTime() + 2 * 60 * 1000);
    if (method === 'gateway') {
      await this.tx.query(
        `UPDATE orders SET gateway_reference = $2, gateway_provider = 'sandbox' WHERE id = $1`,
        [order.id, `ord_demo_${order.public_id.replaceAll('-', '')}`],
      );
    } else {
      await this.uploadVoucher(order, at);
      paidAt = new Date(at.getTime() + 5 * HOUR_MS);
    }
    const outcome = await settleOrder(
      this.tx,
      order.public_id,
      method === 'gateway'
        ? { provider: 'sandbox', externalId: `chr_demo_${order.id}`, amountCents: order.amount_cents }
        : {
            provider: 'voucher',
            externalId: null,
            amountCents: order.amount_cents,
            reviewerId: this.reviewerId,
          },
      paidAt,
    );
    if (!outcome.settled) throw new Error(`demo order ${order.public_id} not settled: ${outcome.reason}`);
  }

  /**
   * A renewal of the current plan is bought when its period ends, not a few hours before: the
   * platform would hold a renewal paid ahead until then (decision 0029), which the demo's
   * period-by-period history does not simulate.
   */
  private async renewalTime(item: DemoItem, at: Date): Promise<Date> {
    if (item.kind !== 'plan') return at;
    const [row] = await this.tx.query<{ code: string; state: string; renews_at: Date }>(
      `SELECT p.code, s.state, s.renews_at FROM subscriptions s JOIN plans p ON p.id = s.plan_id
        WHERE s.user_id = $1`,
      [this.userId],
    );
    const renewsAt = row ? new Date(row.renews_at) : at;
    return row?.code === item.code && row.state === 'active' && renewsAt > at ? renewsAt : at;
  }

  /** A voucher the administrator refused, with the reason the customer reads. */
  async rejectedVoucher(item: DemoItem, at: Date, reason: string): Promise<void> {
    const order = await this.order(item, 'voucher', at);
    await this.uploadVoucher(order, at);
    await this.tx.query(
      `UPDATE orders SET state = 'rejected', rejection_reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1`,
      [order.id, reason, this.reviewerId, new Date(at.getTime() + 6 * HOUR_MS)],
    );
  }

  /** A voucher uploaded and not reviewed yet. */
  async voucherAwaitingApproval(item: DemoItem, at: Date): Promise<void> {
    await this.uploadVoucher(await this.order(item, 'voucher', at), at);
  }

  /** An order created for the gateway and never paid. */
  async unpaidGatewayOrder(item: DemoItem, at: Date): Promise<void> {
    await this.order(item, 'gateway', at);
  }

  /**
   * Documents issued: `count` tokens spent, fewer if the balance runs short, none when the
   * subscription is not active then. Returns the tokens spent.
   */
  async spend(count: number, description: string, at: Date): Promise<number> {
    const subscription = await loadSubscription(this.tx, this.userId, at);
    if (!subscription || subscription.state !== 'active' || new Date(subscription.renews_at) <= at) return 0;
    const spent = Math.min(count, tokenBalance(subscription));
    if (spent < 1) return 0;
    await spendTokens(this.tx, this.userId, spent, description, at);
    return spent;
  }

  async renewsAt(): Promise<Date> {
    const [row] = await this.tx.query<{ renews_at: Date }>(
      'SELECT renews_at FROM subscriptions WHERE user_id = $1',
      [this.userId],
    );
    return new Date(row!.renews_at);
  }

  /**
   * The renewal job's run at the end of the period (src/billing/renewal.ts): vencida, with the
   * unused quota lapsing in the ledger. Only this customer is due then: the others simulated
   * before are either renewed past `at` or already out of `active`.
   */
  async expireAt(at: Date): Promise<void> {
    await expireDueSubscriptions({ transaction: (work) => work(this.tx) }, at);
  }

  /** What no billing call does yet: the customer's own cancellation or a plan change awaiting payment. */
  async setState(state: 'cancelled' | 'pending_payment', at: Date): Promise<void> {
    await this.tx.query('UPDATE subscriptions SET state = $2, updated_at = $3 WHERE user_id = $1', [
      this.userId,
      state,
      at,
    ]);
  }
}
