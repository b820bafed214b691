import type { Env } from '../config/env.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { loadDemoCatalogue } from './demo-billing.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import { seedDemoCustomerWorld } from './demo-customer-world.ts';
import { seedDemoPlatformIssuer } from './demo-platform-issuer.ts';
import { seedDemoPaymentInstructions } from './demo-payment-instructions.ts';
import { seedCustomer } from './demo-customers.ts';
import { DEMO_CUSTOMER_PASSWORD, demoPeople } from './demo-people.ts';
import { createDemoAccounts, hasUsers, shouldSeedDemoAccounts } from './seed-demo-accounts.ts';
import { seedDemoPadron } from '../padron/demo-padron.ts';

export interface SeededDemoData {
  accounts: DemoAccount[];
  /** How many generated customers were created. */
  customers: number;
}

const NOTHING: SeededDemoData = { accounts: [], customers: 0 };

/**
 * The lived-in product of `npm start` on an empty embedded database: the demo accounts, the
 * demo customer's companies and months of billing, and forty generated customers with
 * subscriptions in every state, orders and ledgers. All in one transaction, so a start that
 * fails halfway leaves the database empty and the next start seeds again.
 */
export async function insertDemoData(
  db: Database,
  now: Date = new Date(),
  /**
   * With the server, the demo customer's company can sign and send at once (its secret box seals
   * the credentials), and issues its history of documents to the SUNAT double the server names.
   */
  server?: DocumentsContext,
): Promise<SeededDemoData> {
  if (await hasUsers(db)) return NOTHING;
  // Hash outside the transaction (scrypt is slow) and one at a time (each takes 128 MiB); the
  // generated customers share one hash.
  const hashes: string[] = [];
  for (const account of DEMO_ACCOUNTS) hashes.push(await hashPassword(account.password));
  const customerHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  const people = demoPeople(
    undefined,
    DEMO_ACCOUNTS.map((account) => account.documentNumber),
  );

  return db.transaction(async (tx) => {
    // Checked again inside: another start may have seeded meanwhile.
    if (await hasUsers(tx)) return NOTHING;
    const ids = await createDemoAccounts(tx, hashes, now);
    await seedDemoPaymentInstructions(tx, ids.get('OWNER_SYSTEM')!, now);
    const catalogue = await loadDemoCatalogue(tx);
    const context = {
      tx,
      catalogue,
      passwordHash: customerHash,
      reviewerId: ids.get('ADMINISTRATOR_SYSTEM')!,
      now,
    };
    // The one voucher to review belongs to the first customer whose plan awaits payment.
    const awaiting = people.findIndex((_, index) => index % 10 === 6);
    const seeded = [];
    for (const [index, person] of people.entries()) {
      seeded.push(await seedCustomer(context, person, index, index === awaiting));
    }
    await seedDemoCustomerWorld(
      tx,
      catalogue,
      {
        customerId: ids.get('CUSTOMER_SYSTEM')!,
        reviewerId: context.reviewerId,
        employerCompanyId: seeded[0]!.company.id,
      },
      now,
      server,
    );
    await seedDemoPlatformIssuer(tx, ids.get('OWNER_SYSTEM')!, server?.secrets, now);
    return { accounts: [...DEMO_ACCOUNTS], customers: people.length };
  });
}

/** The start-up step: seeds when the policy allows it (embedded database, not production). */
export async function seedDemoData(
  db: Database,
  env: Pick<Env, 'NODE_ENV'>,
  now: Date = new Date(),
  server?: DocumentsContext,
): Promise<SeededDemoData> {
  if (!shouldSeedDemoAccounts(db, env)) return NOTHING;
  // Also on a database seeded before the padrón existed: the RUC lookup needs it offline.
  await seedDemoPadron(db);
  return insertDemoData(db, now, server);
}
