import { describe, expect, it } from 'vitest';
import { serverOnManualClock } from '../accounts-helpers.ts';
import { bankAccountKey, coinAddressKey } from '../../../src/server/engine/funding/payout-address.ts';
import { get, moneyCode, post, realUser, verifiedIdentity, type RealUser } from './helpers.ts';

const { server } = serverOnManualClock();

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const EVM = '0x8f3A1c9E2b7D4e6F0a5B3c8D1e9F2a7B4c6D0e1F';
const BECH32 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

async function currency(user: RealUser, type: 1 | 2, code: string, protocol: string): Promise<number> {
  const list = (await get(server, user, '/api/account/draw_symbol_list', { type })).body.data as Array<{ id: number; code: string; protocol: string }>;
  return list.find((c) => c.code === code && c.protocol === protocol)!.id;
}
const bindCoin = (user: RealUser, draw_id: number, dc_address: string, auth_code: string, lang = 'en') =>
  post(server, { headers: { ...user.headers, lang } }, '/api/wallet/bind_draw_method', { type: 1, draw_id, dc_address, auth_code });
const methods = async (user: RealUser, draw_type: 1 | 2) =>
  (await get(server, user, '/api/wallet/get_draw_method', { draw_type })).body.data as Array<{ id: number; dc_address: string; payee_account: string }>;

describe('binding a payout account again', () => {
  it('refuses a coin address already bound for the currency, changes nothing and leaves the code unused; deleted, it binds again', async () => {
    const user = await realUser(server);
    const trc20 = await currency(user, 1, 'USDT', 'TRC20');
    expect((await bindCoin(user, trc20, TRON, await moneyCode(server, user))).body).toMatchObject({ code: 1, msg: 'Payment account saved.' });

    // The same address, with the spaces a paste brings: refused with the named message.
    const code = await moneyCode(server, user);
    const again = await bindCoin(user, trc20, `  ${TRON}\t`, code);
    expect(again.body).toEqual({ code: 3, msg: 'This wallet address is already saved for this currency.', data: null });
    expect(await methods(user, 1)).toEqual([expect.objectContaining({ dc_address: TRON })]);
    // In the person's language, from the catalogs.
    const inHk = await bindCoin(user, trc20, TRON, code, 'hk');
    expect(inHk.body.code).toBe(3);
    expect(inHk.body.msg).not.toBe(again.body.msg);
    expect(inHk.body.msg).toMatch(/[\u4e00-\u9fff]/);

    // The refusals did not use the code up: it still binds another address.
    const other = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    expect((await bindCoin(user, trc20, other, code)).body.code).toBe(1);
    expect(await methods(user, 1)).toHaveLength(2);

    // Deleted, the first one may be bound again.
    const first = (await methods(user, 1)).find((m) => m.dc_address === TRON)!;
    expect((await post(server, user, '/api/wallet/del_draw_method', { id: first.id })).body.code).toBe(1);
    expect((await bindCoin(user, trc20, TRON, await moneyCode(server, user))).body).toMatchObject({ code: 1, msg: 'Payment account saved.' });
    expect((await methods(user, 1)).map((m) => m.dc_address).sort()).toEqual([other, TRON].sort());
  });

  it('compares addresses as their network does: EVM hex and bech32 in any case, base58 (Tron) as typed', async () => {
    const user = await realUser(server);
    const erc20 = await currency(user, 1, 'USDT', 'ERC20');
    const trc20 = await currency(user, 1, 'USDT', 'TRC20');
    const btc = await currency(user, 1, 'BTC', 'Bitcoin');
    // A repeat is refused before the code is read (the first test shows it stays usable), so a
    // made-up code does here: an account gets 5 codes an hour.
    expect((await bindCoin(user, erc20, EVM, await moneyCode(server, user))).body.code).toBe(1);
    expect((await bindCoin(user, erc20, EVM.toLowerCase(), '000000')).body.msg).toBe('This wallet address is already saved for this currency.');
    expect((await bindCoin(user, btc, BECH32, await moneyCode(server, user))).body.code).toBe(1);
    expect((await bindCoin(user, btc, BECH32.toUpperCase(), '000000')).body.msg).toBe('This wallet address is already saved for this currency.');
    // Base58 is case-sensitive: another case is another address.
    expect((await bindCoin(user, trc20, TRON, await moneyCode(server, user))).body.code).toBe(1);
    expect((await bindCoin(user, trc20, TRON.toLowerCase(), await moneyCode(server, user))).body.code).toBe(1);
    expect(await methods(user, 1)).toHaveLength(4);

    // Another person may bind the same address: the rule is one account's own list.
    const someoneElse = await realUser(server);
    expect((await bindCoin(someoneElse, erc20, EVM, await moneyCode(server, someoneElse))).body.code).toBe(1);
  });

  it('refuses a bank account number already bound for the currency, however it is grouped or cased; another currency may use it', async () => {
    const user = await realUser(server);
    await verifiedIdentity(server, user, 'Chan Tai Man');
    const usd = await currency(user, 2, 'USD', 'SWIFT');
    const hkd = await currency(user, 2, 'HKD', 'FPS');
    const bank = (draw_id: number, payee_account: string, bank_name: string, auth_code: string) =>
      post(server, user, '/api/wallet/bind_draw_method', { type: 2, draw_id, bank_name, bank_address: '', bank_swift: '', payee_name: 'Chan Tai Man', payee_account, auth_code });
    expect((await bank(usd, 'GB29 NWBK 6016 1331 9268 19', 'NatWest', await moneyCode(server, user))).body.code).toBe(1);
    const again = await bank(usd, 'gb29nwbk60161331926819', 'NatWest London', '000000');
    expect(again.body).toEqual({ code: 3, msg: 'This bank account is already saved for this currency.', data: null });
    expect(await methods(user, 2)).toHaveLength(1);
    expect((await bank(hkd, 'GB29-NWBK-6016-1331-9268-19', 'NatWest', await moneyCode(server, user))).body.code).toBe(1);
    expect(await methods(user, 2)).toHaveLength(2);
  });
});

describe('the key of a payout address', () => {
  it('is the address trimmed, lower case only where the encoding ignores case', () => {
    expect(coinAddressKey(` ${EVM} `)).toBe(EVM.toLowerCase());
    expect(coinAddressKey(BECH32.toUpperCase())).toBe(BECH32);
    expect(coinAddressKey(`${TRON}\n`)).toBe(TRON);
    // A base58 address that reads like bech32 after one of its 1s keeps its case.
    expect(coinAddressKey('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
    expect(bankAccountKey('808-123456-001')).toBe(bankAccountKey('808 123456 001'));
    expect(bankAccountKey('gb29 nwbk')).toBe('GB29NWBK');
  });
});
