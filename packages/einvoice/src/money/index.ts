export { Money, ZERO, money, sum, toAmount, toFactor, toUnitPrice } from './money.ts';
