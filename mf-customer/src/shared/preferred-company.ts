import type { CompanySummary } from '@facturador/contracts';

/** The company last issued from or listed, so Emitir and the list open on it. */
const KEY = 'facturador.comprobantes.empresa';

export function rememberCompany(companyId: string): void {
  try {
    window.localStorage.setItem(KEY, companyId);
  } catch {
    // Private mode or a full store: the choice is only a convenience.
  }
}

function remembered(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * Whether the company can sign: Facturador signs for it as its PSE (issue 40), or it uploaded
 * its own certificate.
 */
const canSign = (company: CompanySummary) =>
  company.signing.mode === 'pse' || company.credentials.certificate;

/**
 * The company a Comprobantes page starts on: the one used last, else the first that can sign
 * and send (signing settled and a SOL user), else the first.
 */
export function preferredCompany(companies: readonly CompanySummary[]): CompanySummary | undefined {
  const last = remembered();
  return (
    companies.find((company) => company.publicId === last) ??
    companies.find((company) => canSign(company) && company.credentials.solUser) ??
    companies[0]
  );
}
