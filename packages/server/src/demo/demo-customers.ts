import { plusDays, type PaymentMethod } from '@facturador/contracts';
import { addMonth } from '../billing/subscriptions.ts';
import type { Queryable } from '../db/database.ts';
import { DemoBillingHistory, type DemoCatalogue } from './demo-billing.ts';
import { addDemoSeries, createDemoCompany, type CreatedDemoCompany } from './demo-companies.ts';
import type { DemoPerson } from './demo-people.ts';
import { demoRandom, type DemoRandom } from './demo-random.ts';
import { insertDemoUser } from './demo-users.ts';

export type DemoEnd = 'active' | 'pending_payment' | 'expired' | 'cancelled';

/** Every state of a subscription, in a fixed share of the customers (i % 10). */
const END_BY_SLOT: readonly DemoEnd[] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'pending_payment',
  'expired',
  'expired',
  'cancelled',
];
const PAID_PLANS = ['emprendedor', 'pyme', 'emprendedor', 'empresa', 'pyme'] as const;

export const REJECTION_REASONS = [
  'El monto del voucher no coincide con el de la orden.',
  'No se puede leer la operación en la imagen del voucher.',
  'El voucher corresponde a otra orden.',
] as const;

export interface DemoCustomerContext {
  tx: Queryable;
  catalogue: DemoCatalogue;
  passwordHash: string;
  reviewerId: string;
  now: Date;
}

export interface SeededCustomer {
  userId: string;
  company: CreatedDemoCompany;
  end: DemoEnd;
}

/** Spends a period's documents in a few days' batches, none after `now`. Returns the total. */
export async function spendPeriod(
  history: DemoBillingHistory,
  random: DemoRandom,
  from: Date,
  quota: number,
  now: Date,
): Promise<number> {
  let spent = 0;
  for (const day of [3, 10, 17, 24]) {
    const at = plusDays(from, day + random.next());
    if (at >= now) break;
    const count = Math.max(1, Math.round((quota * random.int(8, 22)) / 100));
    spent += await history.spend(count, `Emisión de ${count} comprobantes electrónicos`, at);
  }
  return spent;
}

const method = (random: DemoRandom): PaymentMethod => (random.next() < 0.6 ? 'gateway' : 'voucher');

/**
 * One generated customer, from sign-up to today: account, company with F001/B001, the free
 * trial, then (unless they stay on the trial) a paid plan renewed month after month, some token
 * packs and, now and then, a refused voucher; the end state decides whether they stop paying.
 * `awaitingApproval` gives this customer the one voucher the administrators have to review.
 */
export async function seedCustomer(
  context: DemoCustomerContext,
  person: DemoPerson,
  index: number,
  awaitingApproval: boolean,
): Promise<SeededCustomer> {
  const { tx, catalogue, now } = context;
  const random = demoRandom(1000 + index);
  const end = END_BY_SLOT[index % END_BY_SLOT.length]!;
  // One active customer in six stays on the free trial, signed up this month.
  const onTrial = end === 'active' && index % 6 === 4;
  const createdAt = plusDays(
    now,
    onTrial ? -random.int(2, 25) : -random.int(end === 'active' ? 20 : 75, 360),
  );

  const userId = await insertDemoUser(
    tx,
    { ...person, role: 'CUSTOMER_SYSTEM' },
    context.passwordHash,
    createdAt,
  );
  const company = await createDemoCompany(tx, userId, person.company, plusDays(createdAt, 0.01));
  const history = new DemoBillingHistory(tx, catalogue, userId, context.reviewerId);
  await history.signUp(createdAt);
  let issued = await history.spend(
    random.int(2, 8),
    'Emisión de comprobantes de prueba',
    plusDays(createdAt, 1),
  );

  if (!onTrial) {
    let plan: string = PAID_PLANS[index % PAID_PLANS.length]!;
    let periodStart = plusDays(createdAt, random.int(2, 6));
    if (index % 7 === 3) {
      await history.rejectedVoucher(
        { kind: 'plan', code: plan },
        plusDays(periodStart, -1),
        random.pick(REJECTION_REASONS),
      );
    }
    await history.buy({ kind: 'plan', code: plan }, method(random), periodStart);
    // The non-active ones pay a few periods and stop, the last period over before today.
    let periodsLeft = end === 'active' ? Infinity : random.int(1, 3);
    for (;;) {
      const quota = catalogue.plans.get(plan)!.documents_per_month ?? 500;
      issued += await spendPeriod(history, random, periodStart, quota, now);
      if (random.next() < 0.2) {
        const at = plusDays(periodStart, 12);
        if (at < now)
          await history.buy(
            { kind: 'token_pack', code: random.pick(['pack-100', 'pack-300']) },
            method(random),
            at,
          );
      }
      periodsLeft -= 1;
      const next = addMonth(periodStart);
      if (next > now) break;
      if (periodsLeft <= 0 || (addMonth(next) > now && end !== 'active')) break;
      // Now and then a customer moves up a plan at renewal.
      if (plan === 'emprendedor' && random.next() < 0.15) plan = 'pyme';
      await history.buy({ kind: 'plan', code: plan }, method(random), next);
      periodStart = next;
    }
    if (end !== 'active') {
      const over = await history.renewsAt();
      await history.expireAt(over);
      const later = plusDays(over, random.int(1, 10));
      if (end === 'cancelled') await history.setState('cancelled', later < now ? later : over);
      if (end === 'pending_payment') {
        const at = later < now ? later : over;
        if (awaitingApproval) await history.voucherAwaitingApproval({ kind: 'plan', code: plan }, at);
        else await history.unpaidGatewayOrder({ kind: 'plan', code: plan }, at);
        await history.setState('pending_payment', at);
      }
    }
  }

  const invoices = Math.round(issued * 0.4);
  await addDemoSeries(
    tx,
    company,
    [
      { establishment: '0000', documentType: '01', series: 'F001', nextCorrelative: invoices + 1 },
      { establishment: '0000', documentType: '03', series: 'B001', nextCorrelative: issued - invoices + 1 },
    ],
    plusDays(createdAt, 0.02),
  );
  return { userId, company, end };
}
