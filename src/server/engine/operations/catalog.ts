import type { Clock } from '../../clock.ts';
import { fundingOfferRepository as repo, type OfferTable } from '../../db/funding-offer-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { OperationRefused, recordAudit, type Actor } from './audit.ts';
import type { Args } from './index.ts';

type Table = OfferTable;

const need = (args: Args, name: string): string => {
  const v = args[name]?.trim();
  if (!v) throw new OperationRefused(`--${name} is required`);
  return v;
};
const decimal = (args: Args, name: string): string => {
  const v = need(args, name);
  if (!/^\d+(\.\d+)?$/.test(v)) throw new OperationRefused(`--${name} must be a number of 0 or more`);
  return v;
};
const whole = (args: Args, name: string, min: number, max: number): number => {
  const v = need(args, name);
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new OperationRefused(`--${name} must be a whole number from ${min} to ${max}`);
  return Number(v);
};
const idOf = (args: Args) => whole(args, 'id', 1, Number.MAX_SAFE_INTEGER);

/**
 * What the operator offers users: deposit addresses (`coins`), bank wire channels (`wires`) and
 * payout currencies (`draw-currencies`). Rows are disabled rather than deleted, so past records
 * keep naming them.
 */
export function createCatalogOperations(db: Executor, clock: Clock) {
  const list = (table: Table) => async () => (await repo.list(db, table)).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])));

  async function insert(table: Table, values: Record<string, string | number>, actor: Actor, action: string) {
    return inTransaction(db, async (trx) => {
      const id = await repo.insert(trx, table, values);
      await recordAudit(trx, clock.now(), actor, action, `${table}:${id}`, values);
      return { id: Number(id), ...values };
    });
  }

  async function update(table: Table, id: number, values: Record<string, string | number>, actor: Actor, action: string) {
    return inTransaction(db, async (trx) => {
      if (!(await repo.update(trx, table, id, values))) throw new OperationRefused(`${table} has no row ${id}`);
      await recordAudit(trx, clock.now(), actor, action, `${table}:${id}`, values);
      return { id, ...values };
    });
  }

  const toggles = (group: string, table: Table) => ({
    [`${group}.enable`]: { help: `${group} enable <id> --reason <text>`, writes: true, run: (a: Args, actor: Actor) => update(table, idOf(a), { enabled: 1 }, actor, `${group}.enable`) },
    [`${group}.disable`]: { help: `${group} disable <id> --reason <text>`, writes: true, run: (a: Args, actor: Actor) => update(table, idOf(a), { enabled: 0 }, actor, `${group}.disable`) },
  });

  const currencyValues = (a: Args) => ({
    type: whole(a, 'type', 1, 2),
    code: need(a, 'code').toUpperCase(),
    protocol: need(a, 'protocol'),
    fee_type: whole(a, 'fee-type', 1, 2),
    draw_rate: decimal(a, 'rate'),
    usd_price: decimal(a, 'usd-price'),
    precision: whole(a, 'precision', 0, 8),
  });

  return {
    'coins.list': { help: 'coins list', writes: false, run: list('deposit_addresses') },
    'coins.add': {
      help: 'coins add --currency USDT --network TRC20 --address <address> --reason <text>',
      writes: true,
      run: (a: Args, actor: Actor) =>
        insert('deposit_addresses', { currency_code: need(a, 'currency').toUpperCase(), protocol_code: need(a, 'network'), address: need(a, 'address') }, actor, 'coins.add'),
    },
    ...toggles('coins', 'deposit_addresses'),

    'wires.list': { help: 'wires list', writes: false, run: list('wire_channels') },
    'wires.add': {
      help: 'wires add --name <bank> --currency USD --detail <transfer details, \\n for new lines> --reason <text>',
      writes: true,
      run: (a: Args, actor: Actor) =>
        insert('wire_channels', { name: need(a, 'name'), currency_code: need(a, 'currency').toUpperCase(), detail: need(a, 'detail').replace(/\\n/g, '\n') }, actor, 'wires.add'),
    },
    ...toggles('wires', 'wire_channels'),

    'draw-currencies.list': { help: 'draw-currencies list', writes: false, run: list('draw_currencies') },
    'draw-currencies.add': {
      help: 'draw-currencies add --type 1|2 --code BTC --protocol Bitcoin --fee-type 1(flat USD)|2(rate) --rate <fee> --usd-price <USD per unit> --precision <decimals> --reason <text>',
      writes: true,
      run: (a: Args, actor: Actor) => {
        const values = currencyValues(a);
        if (Number(values.usd_price) <= 0) throw new OperationRefused('--usd-price must be above 0');
        return insert('draw_currencies', values, actor, 'draw-currencies.add');
      },
    },
    'draw-currencies.set': {
      help: 'draw-currencies set <id> [--fee-type 1|2] [--rate <fee>] [--usd-price <USD per unit>] [--precision <decimals>] --reason <text>',
      writes: true,
      run: (a: Args, actor: Actor) => {
        const values: Record<string, string | number> = {};
        if (a['fee-type'] !== undefined) values.fee_type = whole(a, 'fee-type', 1, 2);
        if (a.rate !== undefined) values.draw_rate = decimal(a, 'rate');
        if (a['usd-price'] !== undefined) values.usd_price = decimal(a, 'usd-price');
        if (a.precision !== undefined) values.precision = whole(a, 'precision', 0, 8);
        if (Object.keys(values).length === 0) throw new OperationRefused('nothing to set: give --fee-type, --rate, --usd-price or --precision');
        if (values.usd_price !== undefined && Number(values.usd_price) <= 0) throw new OperationRefused('--usd-price must be above 0');
        return update('draw_currencies', idOf(a), values, actor, 'draw-currencies.set');
      },
    },
    ...toggles('draw-currencies', 'draw_currencies'),
  };
}
