import type { Db } from '../connect.ts';

// Realistic examples for a fresh installation, so deposits and withdrawals work before an
// operator sets the real ones (`npm run ops -- coins …`, `wires …`, `draw-currencies …`). The
// addresses are well-formed but belong to nobody: replace them before taking real money.
export const depositAddresses = [
  { currency_code: 'USDT', protocol_code: 'TRC20', address: 'TXq7Zf9d3n1Qm8LkV4yC2wR6pE5sH0aJbU' },
  { currency_code: 'USDT', protocol_code: 'ERC20', address: '0x8f3A1c9E2b7D4e6F0a5B3c8D1e9F2a7B4c6D0e1F' },
  { currency_code: 'BTC', protocol_code: 'Bitcoin', address: 'bc1q9h7garjdnt3yq5w3ufk5xw8d7n0cm2xv8szl4r' },
  { currency_code: 'ETH', protocol_code: 'ERC20', address: '0x3B9aC4d2E1f5A7b8C0d6E2f4A9b1C3d5E7f9A0b2' },
];

export const wireChannels = [
  {
    name: 'HSBC Hong Kong (HKD)',
    currency_code: 'HKD',
    detail: 'Beneficiary: Lotwise Markets Ltd\nAccount: 808-123456-838\nBank: The Hongkong and Shanghai Banking Corporation Ltd\nSWIFT: HSBCHKHHHKH\nReference: your UID',
  },
  {
    name: 'Barclays London (USD)',
    currency_code: 'USD',
    detail: 'Beneficiary: Lotwise Markets Ltd\nIBAN: GB33BUKB20201555555555\nBank: Barclays Bank UK PLC, 1 Churchill Place, London\nSWIFT: BUKBGB22\nReference: your UID',
  },
];

/** Payout currencies: coins (type 1) and bank currencies (type 2), fee in USD, price in USD. */
export const drawCurrencies = [
  { type: 1, code: 'USDT', protocol: 'TRC20', fee_type: 1, draw_rate: '1', usd_price: '1', precision: 2 },
  { type: 1, code: 'USDT', protocol: 'ERC20', fee_type: 1, draw_rate: '5', usd_price: '1', precision: 2 },
  { type: 1, code: 'BTC', protocol: 'Bitcoin', fee_type: 2, draw_rate: '0.005', usd_price: '65000', precision: 8 },
  { type: 2, code: 'USD', protocol: 'SWIFT', fee_type: 1, draw_rate: '25', usd_price: '1', precision: 2 },
  { type: 2, code: 'HKD', protocol: 'FPS', fee_type: 2, draw_rate: '0.01', usd_price: '0.128', precision: 2 },
];

/** On a fresh installation only (no users yet, none of these tables filled): an operator's tables stay theirs. */
export async function seedFundingIfFresh(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    const filled =
      (await trx.selectFrom('deposit_addresses').select('id').limit(1).executeTakeFirst()) ??
      (await trx.selectFrom('wire_channels').select('id').limit(1).executeTakeFirst()) ??
      (await trx.selectFrom('draw_currencies').select('id').limit(1).executeTakeFirst());
    if (used || filled) return;
    await trx
      .insertInto('deposit_addresses')
      .values(depositAddresses.map((a, i) => ({ ...a, sort: i })))
      .execute();
    await trx
      .insertInto('wire_channels')
      .values(wireChannels.map((w, i) => ({ ...w, sort: i })))
      .execute();
    await trx
      .insertInto('draw_currencies')
      .values(drawCurrencies.map((c, i) => ({ ...c, sort: i })))
      .execute();
  });
}
