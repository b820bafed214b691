/**
 * A date field's share of the form's row: a row of its own on a phone, where half of 360 px
 * hides the year's last digit under the browser's calendar icon; a third from `sm` up.
 */
export const DATE_FIELD_SIZE = { xs: 12, sm: 4 } as const;
