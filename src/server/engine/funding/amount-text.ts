import { fromUnits } from '../../units.ts';

/** An amount in a deposit's own currency: its own decimals (0.005 BTC), at least 2 (500.00 USDT). */
export const amountText = (units: bigint) => fromUnits(units, 8).replace(/(\.\d\d\d*?)0+$/, '$1');
