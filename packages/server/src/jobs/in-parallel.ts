/**
 * Runs `work` on every item, at most `limit` at once, taking them in order: a job's steps that
 * wait on someone else (SUNAT's answer to a ticket) overlap instead of queueing one behind the
 * other, and never more than `limit` of them load the database and the remote at a time. One
 * item's failure does not stop the others; the first failure is thrown once all have ended.
 */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failures.length > 0) throw failures[0];
}
