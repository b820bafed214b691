import type { FastifyInstance } from 'fastify';
import {
  formatOrderReference,
  limaDate,
  purchaseReceiptMessages,
  type DocumentInput,
} from '@facturador/contracts';
import { Money } from '@facturador/einvoice';
import { issueDocument } from '../documents/issue-document.ts';
import { tokenPayerOf } from '../documents/document-tokens.ts';
import { readSettings } from '../settings/system-settings.ts';
import { findOrder, type OrderRow } from '../billing/orders.ts';

/** SUNAT's "varios" (Catálogo 06 '-'): a boleta of up to S/ 700 to a buyer not identified. */
const NOT_IDENTIFIED = { documentType: '-', documentNumber: '-' } as const;

/**
 * Issue 28, item 4: the comprobante of a paid order, issued by the platform's own company (the
 * RUC in Configuración) through the e-invoicing engine, as any of its customers' documents are:
 * numbered, signed, sent to SUNAT. Called once the payment's transaction committed; idempotent
 * (the order's id is the document's Idempotency-Key), so a second call, or a retry after a
 * failure, never issues two. A payment never depends on it: what fails is noted on the order,
 * in Spanish, and put in front of an administrator.
 */
export async function issuePurchaseReceipt(app: FastifyInstance, orderPublicId: string): Promise<void> {
  const order = await findOrder(app.db, orderPublicId);
  if (!order || order.state !== 'paid' || order.receipt_document_id) return;
  const { settings } = await readSettings(app.db, app.env);
  const issuer = settings.receiptIssuerRuc
    ? await issuingCompany(app, settings.receiptIssuerRuc, order.receipt_type)
    : null;
  if (!issuer) {
    await noteOnOrder(app, order, purchaseReceiptMessages.noIssuer, false);
    return;
  }
  let documentId: string;
  try {
    const input = await receiptInput(app, order, issuer);
    ({ documentId } = await issueDocument(app, {
      companyId: issuer.companyId,
      userId: await tokenPayerOf(app.db, issuer.companyId),
      input,
      idempotencyKey: `order-${order.public_id}`,
      spendsToken: false,
    }));
  } catch (error) {
    app.log.error({ err: error, orderId: order.public_id }, 'purchase receipt not issued');
    await noteOnOrder(app, order, purchaseReceiptMessages.issuerCannotIssue, true);
    return;
  }
  await app.db.query('UPDATE orders SET receipt_document_id = $2, receipt_note = NULL WHERE id = $1', [
    order.id,
    documentId,
  ]);
  // Sent once the payment has been answered (a webhook must not wait on SUNAT); the buyer's
  // Mis Planes hears of SUNAT's verdict. The job retries a send that failed.
  app.documentDispatch.sendSoon(documentId, () => tellBuyer(app, order.user_id));
}

async function tellBuyer(app: FastifyInstance, userId: string) {
  const [user] = await app.db.query<{ public_id: string }>('SELECT public_id FROM users WHERE id = $1', [
    userId,
  ]);
  if (user) app.realtime.toUser(user.public_id, 'billing_updated');
}

interface ReceiptIssuer {
  companyId: string;
  series: string;
}

/** The platform's company and its first active series for the kind of receipt, if it has one. */
async function issuingCompany(
  app: FastifyInstance,
  ruc: string,
  type: OrderRow['receipt_type'],
): Promise<ReceiptIssuer | null> {
  const [row] = await app.db.query<{ company_id: string; series: string }>(
    `SELECT c.id AS company_id, s.series FROM companies c
       JOIN series s ON s.company_id = c.id AND s.is_active AND s.document_type = $2
      WHERE c.ruc = $1 AND c.is_active
      ORDER BY s.series LIMIT 1`,
    [ruc, type === 'factura' ? '01' : '03'],
  );
  return row ? { companyId: row.company_id, series: row.series } : null;
}

async function receiptInput(
  app: FastifyInstance,
  order: OrderRow,
  issuer: ReceiptIssuer,
): Promise<DocumentInput> {
  const [buyer] = await app.db.query<{
    full_name: string;
    email: string;
    document_number: string | null;
    document_type: string;
  }>(
    `SELECT u.full_name, u.email, u.document_number, t.code AS document_type
       FROM users u JOIN identity_document_types t ON t.id = u.identity_document_type_id WHERE u.id = $1`,
    [order.user_id],
  );
  const issueDate = limaDate(app.clock.now());
  const customer =
    order.receipt_type === 'factura'
      ? {
          documentType: '6' as const,
          documentNumber: order.receipt_ruc!,
          name: order.receipt_name!,
          address: order.receipt_address!,
        }
      : {
          ...(buyer?.document_number
            ? {
                documentType: buyer.document_type as DocumentInput['customer']['documentType'],
                documentNumber: buyer.document_number,
              }
            : NOT_IDENTIFIED),
          name: buyer?.full_name ?? 'CLIENTE',
        };
  return {
    documentType: order.receipt_type === 'factura' ? '01' : '03',
    series: issuer.series,
    issueDate,
    currency: 'PEN',
    operationType: '0101',
    customer: { ...customer, ...(buyer?.email ? { email: buyer.email } : {}) },
    lines: [
      {
        description: order.item_name,
        quantity: '1',
        unitCode: 'ZZ',
        // The price paid includes IGV: the engine charges exactly it (a line priced with taxes).
        unitPrice: new Money(order.amount_cents).dividedBy(100).toFixed(2),
        affectation: '10',
      },
    ],
    payment: { method: 'Contado' },
    observations: `Orden ${formatOrderReference(order.reference_number)}`,
  };
}

async function noteOnOrder(app: FastifyInstance, order: OrderRow, note: string, needsReview: boolean) {
  await app.db.query('UPDATE orders SET receipt_note = $2, needs_review = needs_review OR $3 WHERE id = $1', [
    order.id,
    note,
    needsReview,
  ]);
}
