const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeZone: 'America/Lima' });
const dateTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/** Dates as people in Peru read them, whatever the browser's zone. */
export const formatDate = (iso: string): string => date.format(new Date(iso));
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
/** The contracts' state words are lowercase (they read inside sentences); a badge starts upper. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
