/**
 * A text field's `slotProps` that bring up a phone's number keyboard. The mode goes on the
 * input itself (htmlInput): an `inputMode` prop on a TextField lands on its wrapper, where
 * no keyboard reads it.
 */
export const numericInput = { htmlInput: { inputMode: 'numeric' } } as const;

/** As numericInput, with the decimal separator (prices, a percentage). */
export const decimalInput = { htmlInput: { inputMode: 'decimal' } } as const;
