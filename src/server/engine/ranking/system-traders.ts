import { rankingRepository as repo } from '../../db/ranking-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import type { Clock } from '../../clock.ts';
import { toUnits } from '../../units.ts';
import { LedgerType, type Wallet } from '../wallet/index.ts';

export type Strategy = 'momentum' | 'reversion';

export interface SystemTraderSeed {
  /** Stable key: the uid of the account, so a restart finds the same trader. */
  key: string;
  name: string;
  strategy: Strategy;
  /** Instrument codes it trades. */
  codes: string[];
  /** How many samples (one per bot step) its signal looks back. */
  lookback: number;
  /** Steps a position is held before it is closed. */
  holdSteps: number;
  /** Index into the instrument's leverage values (clamped). */
  leverageIndex: number;
}

/** The system traders of the ranking: different strategies and markets, so their figures differ. */
export const SYSTEM_TRADERS: SystemTraderSeed[] = [
  { key: 'SYS001', name: 'Aurora FX', strategy: 'momentum', codes: ['EURUSD', 'GBPUSD'], lookback: 6, holdSteps: 8, leverageIndex: 1 },
  { key: 'SYS002', name: 'Kestrel Macro', strategy: 'reversion', codes: ['USDJPY', 'EURJPY'], lookback: 10, holdSteps: 12, leverageIndex: 0 },
  { key: 'SYS003', name: 'Golden Mean', strategy: 'reversion', codes: ['XAUUSD'], lookback: 8, holdSteps: 10, leverageIndex: 1 },
  { key: 'SYS004', name: 'Index Pilot', strategy: 'momentum', codes: ['NAS100', 'SPX500'], lookback: 4, holdSteps: 6, leverageIndex: 0 },
  { key: 'SYS005', name: 'Crude Compass', strategy: 'momentum', codes: ['USOIL', 'UKOIL'], lookback: 12, holdSteps: 15, leverageIndex: 0 },
  { key: 'SYS006', name: 'Satoshi Swing', strategy: 'reversion', codes: ['BTCUSD', 'ETHUSD'], lookback: 5, holdSteps: 7, leverageIndex: 0 },
];

/** Virtual funds of each system trader (they trade like demo accounts: no real money). */
export const SYSTEM_TRADER_FUNDS = '100000';

/**
 * Creates the system traders that do not exist yet, each funded through the wallet. Returns
 * their user ids by key. They are demo accounts without a password or demo key: nobody logs in
 * as them; only the bots (bots.ts) place their orders, through the trading engine.
 */
export async function ensureSystemTraders(db: Executor, wallet: Wallet, clock: Clock, seeds = SYSTEM_TRADERS): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const seed of seeds) {
    const existing = await repo.idOf(db, seed.key);
    if (existing !== undefined) {
      ids.set(seed.key, existing);
      continue;
    }
    const id = await wallet.open(
      (trx) => repo.insertSystemTrader(trx, { key: seed.key, name: seed.name, created_at: clock.now() }),
      (userId) => [{ type: LedgerType.DEMO_FUNDING, units: toUnits(SYSTEM_TRADER_FUNDS), key: `system-funding:${userId}`, ref: { type: 'account', id: userId } }],
    );
    ids.set(seed.key, id);
  }
  return ids;
}
