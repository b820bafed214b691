export { amountInWords, CURRENCY_WORDS, MAX_AMOUNT_IN_WORDS } from './amount-in-words.ts';
export { integerInWords } from './spanish-number.ts';
