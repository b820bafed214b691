import { plusDays } from '@facturador/contracts';
import { addMonth } from '../billing/subscriptions.ts';
import type { DocumentsContext } from '../documents/documents-context.ts';
import type { Queryable } from '../db/database.ts';
import { DemoBillingHistory, type DemoCatalogue } from './demo-billing.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { addDemoCredentials } from './demo-credentials.ts';
import {
  addDemoEstablishment,
  addDemoMember,
  addDemoSeries,
  createDemoCompany,
  DEMO_CUSTOMER_COMPANY,
  DEMO_CUSTOMER_SECOND_ESTABLISHMENT,
} from './demo-companies.ts';
import { REJECTION_REASONS } from './demo-customers.ts';
import { DemoDocuments } from './demo-documents.ts';
import { currentPeriodStory, sellPeriod } from './demo-documents-story.ts';
import { demoRandom } from './demo-random.ts';

/** How long ago the demo customer started paying for Pyme: a few months of history. */
const PAID_MONTHS = 4;

/**
 * The demo customer (CUSTOMER_SYSTEM demo account): owner of a company with its domicilio
 * fiscal, a second shop and series F001 / B001 with their note series; on the Pyme plan for a few
 * months, renewed each month by card or by voucher (one refused first), two token packs bought;
 * and an employee of `employerCompanyId`. Given the server, the company also has a SOL user and
 * the TEST certificate, so it issues to the SUNAT double from the first start; and when the server
 * names that double, its months of documents are issued through the engine at their dates
 * (demo-documents.ts), each spending its token from the plan.
 */
export async function seedDemoCustomerWorld(
  tx: Queryable,
  catalogue: DemoCatalogue,
  ids: { customerId: string; reviewerId: string; employerCompanyId: string },
  now: Date,
  server?: DocumentsContext,
): Promise<void> {
  const random = demoRandom(15);
  // The current period started about twelve days ago, so that it already shows usage.
  let periodStart = plusDays(now, -12);
  for (let month = 0; month < PAID_MONTHS; month += 1) periodStart = addMonthBack(periodStart);
  const signUp = plusDays(periodStart, -3);
  await tx.query('UPDATE users SET created_at = $2, updated_at = $2 WHERE id = $1', [ids.customerId, signUp]);

  const company = await createDemoCompany(tx, ids.customerId, DEMO_CUSTOMER_COMPANY, plusDays(signUp, 0.02));
  // «Facturador firma por ti»: the owner designated Facturador as its PSE in SUNAT the next day.
  await tx.query('UPDATE companies SET pse_designation_confirmed_at = $2 WHERE id = $1', [
    company.id,
    plusDays(signUp, 1),
  ]);
  await addDemoEstablishment(tx, company, { ...DEMO_CUSTOMER_SECOND_ESTABLISHMENT }, plusDays(signUp, 20));
  const credentialed = server
    ? await addDemoCredentials(tx, company.id, server.secrets, plusDays(signUp, 1))
    : false;

  // The series come first: the history's documents are numbered in them by the engine.
  await addDemoSeries(
    tx,
    company,
    [
      { establishment: '0000', documentType: '01', series: 'F001', nextCorrelative: 1 },
      { establishment: '0000', documentType: '03', series: 'B001', nextCorrelative: 1 },
      // Notes of each family, for Comprobantes' "Emitir nota de crédito / débito".
      { establishment: '0000', documentType: '07', series: 'FC01', nextCorrelative: 1 },
      { establishment: '0000', documentType: '07', series: 'BC01', nextCorrelative: 1 },
      { establishment: '0000', documentType: '08', series: 'FD01', nextCorrelative: 1 },
      { establishment: '0000', documentType: '08', series: 'BD01', nextCorrelative: 1 },
      // The guía remitente's, with the vehicles and drivers of its catalogue: Guías de remisión
      // issues a first guía without a trip to Mi empresa.
      { establishment: '0000', documentType: '09', series: 'T001', nextCorrelative: 1 },
    ],
    plusDays(signUp, 1),
  );
  await seedDemoCatalogue(tx, company.id, plusDays(signUp, 1));
  const documents = credentialed ? DemoDocuments.open(server, tx, company.id, ids.customerId) : null;

  const history = new DemoBillingHistory(tx, catalogue, ids.customerId, ids.reviewerId);
  await history.signUp(signUp);
  await documents?.sell(plusDays(signUp, 1), 6, random);
  await history.buy({ kind: 'plan', code: 'pyme' }, 'gateway', periodStart);
  for (let month = 0; ; month += 1) {
    const next = addMonth(periodStart);
    if (documents) {
      if (next > now) await currentPeriodStory(documents, random, now);
      else await sellPeriod(documents, random, periodStart, now);
    }
    if (month === 1)
      await history.buy({ kind: 'token_pack', code: 'pack-300' }, 'gateway', plusDays(periodStart, 20));
    if (month === 2) {
      await history.rejectedVoucher(
        { kind: 'token_pack', code: 'pack-100' },
        plusDays(periodStart, 14),
        REJECTION_REASONS[0],
      );
      await history.buy({ kind: 'token_pack', code: 'pack-100' }, 'voucher', plusDays(periodStart, 15));
    }
    if (next > now) break;
    await history.buy({ kind: 'plan', code: 'pyme' }, month % 2 === 0 ? 'voucher' : 'gateway', next);
    periodStart = next;
  }
  await documents?.close();
  await addDemoMember(tx, ids.employerCompanyId, ids.customerId, 'EMPLOYEE_BUSINESS', plusDays(now, -10));
}

/** One calendar month back (the inverse of addMonth, clamped to the month's last day). */
function addMonthBack(from: Date): Date {
  const previous = new Date(from);
  const day = previous.getUTCDate();
  previous.setUTCMonth(previous.getUTCMonth() - 1);
  if (previous.getUTCDate() !== day) previous.setUTCDate(0);
  return previous;
}
