/** Today's date in Lima (YYYY-MM-DD): SUNAT's date windows are counted there. */
export function limaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(now);
}
