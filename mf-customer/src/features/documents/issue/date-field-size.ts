/**
 * A date field's share of the form's row, beside a field of the rest (DATE_COMPANION_SIZE): on a
 * phone, half of 360 px hid the year's last digit under the browser's calendar icon, and a row of
 * its own pushed the lines below the first screen; a third of the row from `sm` up.
 */
export const DATE_FIELD_SIZE = { xs: 7, sm: 4 } as const;
export const DATE_COMPANION_SIZE = { xs: 5, sm: 4 } as const;
