import { instrumentNames } from './instrument-names.ts';
import type { InstrumentSeed, ScheduleName } from './types.ts';

const FX_LEVERAGES = [10, 20, 50, 100, 200, 500];
const METAL_LEVERAGES = [10, 20, 50, 100, 200];
const ENERGY_LEVERAGES = [10, 20, 50, 100];
const INDEX_LEVERAGES = [10, 20, 50, 100];
const CRYPTO_LEVERAGES = [2, 5, 10, 20];

type Row = [
  code: string,
  showCode: string,
  categoryId: number,
  schedule: ScheduleName,
  pricePrecision: number,
  contractSize: string,
  marginMode: 1 | 2,
  leverages: number[],
  startPrice: string,
  spread: string,
  volatility: string,
  feeRate: string,
];

// Prices are plausible late-2026 levels; crosses agree with their legs (EURJPY ≈ EURUSD × USDJPY).
// With marginMode 1 the contract size is the fixed margin per lot (ForexContNum, GLOSSARY.md).
const rows: Row[] = [
  ['EURUSD', 'EUR/USD', 1, 'forex', 5, '100000', 2, FX_LEVERAGES, '1.16840', '0.00012', '0.07', '0.0005'],
  ['GBPUSD', 'GBP/USD', 1, 'forex', 5, '100000', 2, FX_LEVERAGES, '1.33520', '0.00015', '0.08', '0.0005'],
  ['USDJPY', 'USD/JPY', 1, 'forex', 3, '100000', 2, FX_LEVERAGES, '150.240', '0.012', '0.10', '0.0005'],
  ['AUDUSD', 'AUD/USD', 1, 'forex', 5, '100000', 2, FX_LEVERAGES, '0.66180', '0.00014', '0.10', '0.0005'],
  ['USDCAD', 'USD/CAD', 1, 'forex', 5, '100000', 2, FX_LEVERAGES, '1.37950', '0.00018', '0.07', '0.0005'],
  ['USDCHF', 'USD/CHF', 1, 'forex', 5, '100000', 2, FX_LEVERAGES, '0.80460', '0.00016', '0.08', '0.0005'],
  ['NZDUSD', 'NZD/USD', 1, 'forex', 5, '100000', 2, FX_LEVERAGES, '0.58270', '0.00018', '0.11', '0.0005'],
  ['EURJPY', 'EUR/JPY', 1, 'forex', 3, '100000', 2, FX_LEVERAGES, '175.540', '0.018', '0.10', '0.0005'],
  ['GBPJPY', 'GBP/JPY', 1, 'forex', 3, '100000', 2, FX_LEVERAGES, '200.600', '0.025', '0.12', '0.0005'],
  ['EURGBP', 'EUR/GBP', 1, 'forex', 5, '100000', 2, FX_LEVERAGES, '0.87505', '0.00013', '0.07', '0.0005'],
  ['XAUUSD', 'XAU/USD', 2, 'metals', 2, '100', 2, METAL_LEVERAGES, '4185.60', '0.30', '0.16', '0.0008'],
  ['XAGUSD', 'XAG/USD', 2, 'metals', 3, '5000', 2, METAL_LEVERAGES, '51.840', '0.025', '0.30', '0.0008'],
  ['USOIL', 'USOIL', 3, 'energy', 2, '1000', 2, ENERGY_LEVERAGES, '62.35', '0.03', '0.35', '0.001'],
  ['UKOIL', 'UKOIL', 3, 'energy', 2, '1000', 2, ENERGY_LEVERAGES, '65.80', '0.04', '0.32', '0.001'],
  // No leverage values on purpose: the order form shows 'Leverage not configured'.
  ['NGAS', 'NGAS', 3, 'energy', 3, '10000', 2, [], '3.874', '0.006', '0.60', '0.001'],
  ['US30', 'US30', 4, 'us-index', 1, '500', 1, INDEX_LEVERAGES, '47250.0', '2.5', '0.15', '0.0008'],
  ['NAS100', 'NAS100', 4, 'us-index', 1, '1', 2, INDEX_LEVERAGES, '25480.5', '1.5', '0.22', '0.0008'],
  ['SPX500', 'SPX500', 4, 'us-index', 2, '1', 2, INDEX_LEVERAGES, '6815.25', '0.50', '0.17', '0.0008'],
  ['GER40', 'GER40', 4, 'eu-index', 1, '300', 1, INDEX_LEVERAGES, '24310.5', '1.5', '0.18', '0.0008'],
  ['JPN225', 'JPN225', 4, 'asia-index', 1, '100', 2, INDEX_LEVERAGES, '49820.0', '10.0', '0.22', '0.0008'],
  ['BTCUSD', 'BTC/USD', 5, 'crypto', 2, '1', 2, CRYPTO_LEVERAGES, '104250.00', '25.00', '0.55', '0.002'],
  ['ETHUSD', 'ETH/USD', 5, 'crypto', 2, '1', 2, CRYPTO_LEVERAGES, '3620.50', '1.50', '0.70', '0.002'],
  ['SOLUSD', 'SOL/USD', 5, 'crypto', 3, '1', 2, CRYPTO_LEVERAGES, '172.450', '0.080', '0.80', '0.002'],
  ['XRPUSD', 'XRP/USD', 5, 'crypto', 4, '1', 2, CRYPTO_LEVERAGES, '2.4180', '0.0030', '0.75', '0.002'],
];

/**
 * What is not a currency pair: the asset bought and the currency its price is in. JPN225 is
 * priced in yen and GER40 in euros, so their margin and profit are converted to USD.
 */
const assets: Record<string, [base: string, quote: string]> = {
  USOIL: ['USOIL', 'USD'],
  UKOIL: ['UKOIL', 'USD'],
  NGAS: ['NGAS', 'USD'],
  US30: ['US30', 'USD'],
  NAS100: ['NAS100', 'USD'],
  SPX500: ['SPX500', 'USD'],
  GER40: ['GER40', 'EUR'],
  JPN225: ['JPN225', 'JPY'],
};

/**
 * Units one lot moves per 1.0 of price where it is not the contract size: with MarginMode 1
 * the contract size is the fixed margin per lot, so profit needs its own size (1 USD per
 * point of the Dow, 1 EUR per point of the DAX, as retail index CFDs commonly have).
 */
const fixedMarginProfitSize: Record<string, string> = { US30: '1', GER40: '1' };

function terms(code: string, contractSize: string, marginMode: 1 | 2) {
  const [baseCurrency, quoteCurrency] = assets[code] ?? [code.slice(0, 3), code.slice(3)];
  const profitContractSize = marginMode === 1 ? fixedMarginProfitSize[code] : contractSize;
  if (!profitContractSize) throw new Error(`seed: ${code} has fixed margin but no profit contract size`);
  return { baseCurrency, quoteCurrency, profitContractSize, names: instrumentNames(code) };
}

/** The tradable instruments, ids 1..N in list order; all numbers are decimal strings. */
export const instruments: InstrumentSeed[] = rows.map(([code, showCode, categoryId, schedule, pricePrecision, contractSize, marginMode, leverages, startPrice, spread, volatility, feeRate], i) => ({
  id: i + 1,
  code,
  showCode,
  logo: `/logos/${code.toLowerCase()}.svg`,
  categoryId,
  pricePrecision,
  pip: '0.01',
  minLots: '0.01',
  contractSize,
  feeRate,
  marginMode,
  leverages: [...leverages],
  startPrice,
  volatility,
  spread,
  schedule,
  ...terms(code, contractSize, marginMode),
}));

/**
 * The largest order in lots per instrument (issue 8): 100 for currency pairs, smaller where one
 * lot is worth more or moves more.
 */
const MAX_LOTS_BY_CATEGORY: Record<number, string> = { 1: '100', 2: '50', 3: '50', 4: '50', 5: '20' };
export const maxLotsOf = (code: string): string => {
  const seed = instruments.find((i) => i.code === code);
  return (seed && MAX_LOTS_BY_CATEGORY[seed.categoryId]) ?? '100';
};
