/** At most this many contact messages per IP in a sliding window. */
export const CONTACT_LIMIT = { maxMessages: 5, windowMs: 60 * 60 * 1000 } as const;
