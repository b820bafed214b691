/**
 * What a SUNAT response code means for the document (greenter's CdrResponse::isAccepted, openubl's
 * Status.fromCode): 0 accepted; 4000 and above accepted with observations; 2000–3999 rejected,
 * the number is burned (1032 on a resend); 0100–1999 and faults an exception: fix and resend.
 */
export type CodeOutcome = 'accepted' | 'observed' | 'rejected' | 'exception';

export function classifyCode(code: number | string): CodeOutcome {
  const value = typeof code === 'number' ? code : Number.parseInt(code, 10);
  if (value === 0) return 'accepted';
  if (value >= 4000) return 'observed';
  if (value >= 2000) return 'rejected';
  // 0100–1999, and anything unparseable (a fault without a number) is retryable after a fix.
  return 'exception';
}

/** Accepted, with or without observations: the document is valid for SUNAT. */
export const isAcceptedCode = (code: number | string): boolean => {
  const outcome = classifyCode(code);
  return outcome === 'accepted' || outcome === 'observed';
};
