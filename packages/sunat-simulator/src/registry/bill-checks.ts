import type { DocumentIdentity } from '../document/read-document.ts';
import type { ParsedName } from '../file-name.ts';
import type { Failure } from '../received.ts';
import { isElectronicSeries, noteReference, ownAdvanceReferences } from './references.ts';
import type { Registry, RegistryEntry } from './registry.ts';

export type BillRegistryOutcome =
  | { kind: 'new' }
  | { kind: 'failure'; failure: Failure }
  /** The identical document was accepted before and `acceptedResend` is 'cdr'. */
  | { kind: 'resend'; entry: RegistryEntry };

/**
 * Step 7 for sendBill: 1032 (the number was rejected or voided), 1033 (the number was accepted:
 * SUNAT answers it for any resend, greenter #35; with acceptedResend 'cdr' an identical hash gets
 * its CDR again), 2119 (a note whose electronic reference is not registered) and 3218 (an advance
 * of the issuer's own, series B/F/E, not accepted: Factura sheet row 65, «no existe con estado
 * aceptado en el listado para el RUC consignado en el emisor del anticipo»).
 */
export function checkBillRegistry(
  registry: Registry,
  name: Extract<ParsedName, { kind: 'bill' }>,
  identity: DocumentIdentity,
  acceptedResend: '1033' | 'cdr',
): BillRegistryOutcome {
  const existing = registry.get(name.ruc, name.type, name.series, name.number);
  if (existing) {
    if (existing.status !== 'accepted') return { kind: 'failure', failure: { code: '1032' } };
    if (acceptedResend === 'cdr' && existing.hash && existing.hash === identity.hash)
      return { kind: 'resend', entry: existing };
    return { kind: 'failure', failure: { code: '1033' } };
  }
  if (name.type === '07' || name.type === '08') {
    const ref = noteReference(identity.root);
    if (ref && (ref.type === '01' || ref.type === '03') && isElectronicSeries(ref.series)) {
      const target = registry.get(name.ruc, ref.type, ref.series, ref.number);
      if (!target) return { kind: 'failure', failure: { code: '2119', detail: ref.id } };
    }
  }
  if (name.type === '01' || name.type === '03') {
    const missing = ownAdvanceReferences(identity.root, name.ruc).find((ref) => {
      if (!/^[BFE]/.test(ref.series)) return false;
      return registry.get(name.ruc, ref.type, ref.series, ref.number)?.status !== 'accepted';
    });
    if (missing) return { kind: 'failure', failure: { code: '3218', detail: missing.id } };
  }
  return { kind: 'new' };
}
