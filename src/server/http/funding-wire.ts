import type { z } from 'zod/mini';
import type { ChargeInfo, ChargeRecord, DrawCurrency, DrawMethod, DrawRecord, InviteInfo } from '../../contract/funding.ts';
import type { DepositRow } from '../db/deposit-repository.ts';
import type { StatementRow } from '../db/ledger-repository.ts';
import type { PayoutAccountRow } from '../db/payout-account-repository.ts';
import type { WithdrawalRow } from '../db/withdrawal-repository.ts';
import { amountText } from '../engine/funding/amount-text.ts';
import type { FundingCatalog, PayoutCurrency } from '../engine/funding/catalog.ts';
import { WithdrawalStatus } from '../engine/funding/withdrawal-status.ts';
import { LedgerType } from '../engine/wallet/ledger-types.ts';
import { exactUnits, fromUnits } from '../units.ts';
import { formatTime } from '../wire-time.ts';

/** Fees and profits (and the write-off of a closing loss) are booked to 6 decimals, as SPEC.md section 9 shows them; other lines at least to the cent. */
const SIX_PLACES = new Set<number>([LedgerType.FEE, LedgerType.PROFIT, LedgerType.WRITE_OFF]);
const placesOf = (type: number) => (SIX_PLACES.has(type) ? 6 : 2);

/** A statement line as forexChange carries it, before MemoTran (the reader's language) is added; never rounded. */
export const ledgerEntryWire = (r: StatementRow) => ({
  Id: Number(r.id),
  Value: exactUnits(r.value, placesOf(Number(r.type))),
  Type: Number(r.type),
  Memo: r.memo,
  CreatedAtTran: formatTime(Number(r.created_at)),
});

/** A deposit as quick_ist carries it. */
export const chargeRecordWire = (r: DepositRow): z.output<typeof ChargeRecord> => ({
  id: Number(r.id),
  number: amountText(r.number),
  type: Number(r.type),
  currency_code: r.currency_code,
  status: Number(r.status),
  remark: r.remark,
  created_at: formatTime(Number(r.created_at)),
});

/** A withdrawal as draw_list carries it, with its status named in the reader's language. */
export const drawRecordWire = (r: WithdrawalRow, statusName: string): z.output<typeof DrawRecord> => ({
  id: Number(r.id),
  number: fromUnits(r.number, 2),
  real_number: r.real_number,
  draw_currency: { code: r.currency_code },
  fee: fromUnits(r.fee, 2),
  status: Number(r.status),
  created_at: formatTime(Number(r.created_at)),
  type: Number(r.type),
  address: r.address,
  payee_account: r.payee_account,
  notes: Number(r.status) === WithdrawalStatus.REJECTED ? r.remark : r.memo,
  status_name: statusName,
});

/** draw_symbol_list's shape. */
export const payoutCurrencyWire = (c: PayoutCurrency): z.output<typeof DrawCurrency> => ({
  id: c.id,
  code: c.code,
  protocol: c.protocol,
  draw_rate: c.drawRate,
  fee_type: c.feeType,
  usd_price: c.usdPrice,
  precision: c.precision,
});

/** A payout account as get_draw_method carries it. */
export const drawMethodWire = ({ account: r, currency }: { account: PayoutAccountRow; currency: PayoutCurrency }): z.output<typeof DrawMethod> => ({
  id: Number(r.id),
  dc_address: r.dc_address,
  bank_name: r.bank_name,
  bank_address: r.bank_address,
  bank_swift: r.bank_swift,
  payee_name: r.payee_name,
  payee_account: r.payee_account,
  draw_currency: payoutCurrencyWire(currency),
});

type Offers = Awaited<ReturnType<FundingCatalog['chargeInfo']>>;

/** quickCharge/info: the enabled coins with their networks and addresses, and the wire channels. */
export const chargeInfoWire = ({ coins, wires }: Offers): z.output<typeof ChargeInfo> => ({
  coins: coins.map((c) => ({ id: Number(c.id), currency_code: c.currency_code, protocol_code: c.protocol_code, address: c.address })),
  wires: wires.map((w) => ({ id: Number(w.id), name: w.name, detail: w.detail, currency_code: w.currency_code })),
});

/** The invite page: the code, the link the app puts its own origin in front of, and the count. */
export const inviteWire = ({ code, count }: { code: string; count: number }): z.output<typeof InviteInfo> => ({ invite_code: code, link: `/register?invite_code=${encodeURIComponent(code)}`, count });
