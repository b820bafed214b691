/** DOMAIN.md: weights of the RUC check digit over digits 1-10. */
const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const RUC_PREFIXES = ['10', '15', '17', '20'] as const;

export function hasRucShape(ruc: string): boolean {
  return /^\d{11}$/.test(ruc) && RUC_PREFIXES.some((prefix) => ruc.startsWith(prefix));
}

/** check = (11 - (Σ dᵢ·wᵢ mod 11)) mod 10, so 10 becomes 0 and 11 becomes 1. */
export function rucCheckDigit(firstTenDigits: string): number {
  const sum = RUC_WEIGHTS.reduce((total, weight, index) => total + Number(firstTenDigits[index]) * weight, 0);
  return (11 - (sum % 11)) % 10;
}

export function isValidRuc(ruc: string): boolean {
  return hasRucShape(ruc) && rucCheckDigit(ruc.slice(0, 10)) === Number(ruc[10]);
}
