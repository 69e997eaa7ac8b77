import { fundingOfferRepository as offers } from '../../db/funding-offer-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { NoPaymentChannel } from '../../errors.ts';

/** A payout currency as the engine uses it (rates and prices as decimal strings). */
export interface PayoutCurrency {
  id: number;
  type: number;
  code: string;
  protocol: string;
  feeType: number;
  drawRate: string;
  usdPrice: string;
  precision: number;
  enabled: boolean;
}

type CurrencyRow = { id: bigint; type: bigint; code: string; protocol: string; fee_type: bigint; draw_rate: string; usd_price: string; precision: bigint; enabled: bigint };

export const toPayoutCurrency = (r: CurrencyRow): PayoutCurrency => ({
  id: Number(r.id),
  type: Number(r.type),
  code: r.code,
  protocol: r.protocol,
  feeType: Number(r.fee_type),
  drawRate: r.draw_rate,
  usdPrice: r.usd_price,
  precision: Number(r.precision),
  enabled: r.enabled === 1n,
});

/**
 * What the operator offers: deposit addresses (coins), wire channels (banks) and payout
 * currencies. Users read the enabled ones; the operator's commands change them (operations/).
 */
export function createFundingCatalog(db: Executor) {
  return {
    /** quickCharge/info: the enabled coins with their networks and addresses, and the wire channels. */
    async chargeInfo() {
      const coins = await offers.enabledDepositAddresses(db);
      const wires = await offers.enabledWireChannels(db);
      return { coins, wires };
    },

    async depositAddress(id: number) {
      return offers.enabledDepositAddress(db, id);
    },

    /** An open wire channel; with none open at all, "No payment channel for this fiat account". */
    async wireChannel(id: number) {
      const open = await offers.openWireChannels(db);
      if (open.length === 0) throw new NoPaymentChannel();
      return open.find((w) => Number(w.id) === id);
    },

    async payoutCurrencies(type: number): Promise<PayoutCurrency[]> {
      const rows = await offers.enabledPayoutCurrencies(db, type);
      return rows.map(toPayoutCurrency);
    },

    /** A payout currency by id, enabled or not (a bound account keeps naming its currency). */
    async payoutCurrency(id: number): Promise<PayoutCurrency | undefined> {
      const row = await offers.payoutCurrency(db, id);
      return row && toPayoutCurrency(row);
    },
  };
}
export type FundingCatalog = ReturnType<typeof createFundingCatalog>;
