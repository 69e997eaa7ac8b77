import { describe, expect, it } from 'vitest';
import { serverOnManualClock } from '../accounts-helpers.ts';
import { boundCoinAccount, expectBalanced, fundedBy, get, moneyCode, operate, post, realUser, uploadedUrl, verifiedIdentity } from './helpers.ts';

const { server } = serverOnManualClock();

describe('a deposit', () => {
  it('credits what the operator confirmed arrived, once, in the balance and the ledger', async () => {
    const user = await realUser(server);
    const info = await get(server, user, '/api/quickCharge/info');
    const coin = info.body.data.coins.find((c: { currency_code: string }) => c.currency_code === 'USDT');
    const sent = await get(server, user, '/api/quickCharge/submit', { number: '500', proofImg: await uploadedUrl(server, user), address: coin.address, charge_id: coin.id });
    expect(sent.body).toMatchObject({ code: 1, msg: 'Your deposit has been submitted for review.' });

    const before = await get(server, user, '/api/quickCharge/quick_ist', { type: 0 });
    expect(before.body.data.data).toEqual([expect.objectContaining({ number: '500.00', status: 0, currency_code: 'USDT' })]);
    expect((await get(server, user, '/v1/api/main/account/forexDetail')).body.data.balance).toBe('0.00');

    const [deposit] = await operate(server, 'deposits.list');
    await expect(operate(server, 'deposits.approve', { id: String(deposit.id), amount: '499.505', reason: 'sub-cent' })).rejects.toThrow(/cents/);
    await expect(operate(server, 'deposits.approve', { id: String(deposit.id), amount: '0', reason: 'nothing came' })).rejects.toThrow(/above 0/);
    const approved = await operate(server, 'deposits.approve', { id: String(deposit.id), amount: '499.5', reason: 'arrived minus network fee' });
    expect(approved).toMatchObject({ status: 1, received: '499.50', balance: '499.50', reviewed_by: 'alice' });
    await expect(operate(server, 'deposits.approve', { id: String(deposit.id), amount: '499.5', reason: 'again' })).rejects.toThrow(/already reviewed/);

    expect((await get(server, user, '/v1/api/main/account/forexDetail')).body.data).toMatchObject({ balance: '499.50', lock_balance: '0.00' });
    const ledger = await get(server, user, '/v1/api/main/accountLog/forexChange', { page: 1 });
    expect(ledger.body.data.data).toEqual([expect.objectContaining({ Value: '499.50', Type: 1, MemoTran: 'Deposit' })]);
    const fr = await get(server, { headers: { ...user.headers, lang: 'fr' } }, '/v1/api/main/accountLog/forexChange', { page: 1 });
    expect(fr.body.data.data[0].MemoTran).not.toBe('Deposit');
    expect((await get(server, user, '/api/quickCharge/quick_ist', { type: 0 })).body.data.data[0]).toMatchObject({ status: 1 });
    await expectBalanced(server, user.id);

    const audit = await operate(server, 'audit.list');
    expect(audit[0]).toMatchObject({ operator: 'alice', action: 'deposit.approve', target: `deposit:${deposit.id}`, reason: 'arrived minus network fee' });
  });

  it('rejected or invalid moves no money and shows the remark', async () => {
    const user = await realUser(server);
    const info = await get(server, user, '/api/quickCharge/info');
    const wire = info.body.data.wires[0];
    for (let i = 0; i < 2; i++) {
      expect((await get(server, user, '/api/quickCharge/wire_submit', { number: '1000', proofImg: await uploadedUrl(server, user), wire_id: wire.id })).body.code).toBe(1);
    }
    const [second, first] = await operate(server, 'deposits.list');
    await operate(server, 'deposits.reject', { id: String(first.id), reason: 'No transfer with this reference arrived.' });
    await operate(server, 'deposits.invalid', { id: String(second.id), reason: 'Duplicate of the first report.' });
    const records = await get(server, user, '/api/quickCharge/quick_ist', { type: 1 });
    expect(records.body.data.data).toEqual([
      expect.objectContaining({ status: 3, remark: 'Duplicate of the first report.' }),
      expect.objectContaining({ status: 2, remark: 'No transfer with this reference arrived.' }),
    ]);
    expect((await expectBalanced(server, user.id)).balance).toBe(0n);
  });

  it('by wire with no open channel says so', async () => {
    const user = await realUser(server);
    const wires = await operate(server, 'wires.list');
    for (const w of wires) await operate(server, 'wires.disable', { id: String(w.id), reason: 'bank account closed' });
    try {
      expect((await get(server, user, '/api/quickCharge/info')).body.data.wires).toEqual([]);
      const sent = await get(server, user, '/api/quickCharge/wire_submit', { number: '10', proofImg: await uploadedUrl(server, user), wire_id: wires[0].id });
      expect(sent.body).toEqual({ code: 3, msg: 'No payment channel for this fiat account', data: null });
    } finally {
      for (const w of wires) await operate(server, 'wires.enable', { id: String(w.id), reason: 'reopened' });
    }
  });
});

describe('a withdrawal', () => {
  async function readyToWithdraw(deposit = '1000') {
    const user = await realUser(server);
    await fundedBy(server, user, deposit);
    await verifiedIdentity(server, user);
    const { methodId, currency } = await boundCoinAccount(server, user);
    return { user, methodId, currency };
  }

  it('freezes the amount, then approval debits it (fee inside the amount)', async () => {
    const { user, methodId, currency } = await readyToWithdraw();
    const drawn = await post(server, user, '/api/account/draw', { draw_currency_id: currency.id, number: '300', draw_method_id: methodId, auth_code: await moneyCode(server, user) });
    expect(drawn.body).toMatchObject({ code: 1, msg: 'Your withdrawal has been submitted for review.' });
    expect((await get(server, user, '/v1/api/main/account/forexDetail')).body.data).toMatchObject({ balance: '1000.00', lock_balance: '300.00', available: '700.000000' });
    const list = await get(server, user, '/api/account/draw_list', { type: 1, page: 1 });
    // USDT TRC20: flat fee 1 USD, 1 USD per USDT: 299 arrive.
    expect(list.body.data.data[0]).toMatchObject({ number: '300.00', fee: '1.00', real_number: '299.00', status_name: 'Under review', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' });

    const [w] = await operate(server, 'withdrawals.list');
    const paid = await operate(server, 'withdrawals.approve', { id: String(w.id), reason: 'paid, tx 9f2c' });
    expect(paid).toMatchObject({ status: 1, balance: '700.00' });
    expect((await get(server, user, '/v1/api/main/account/forexDetail')).body.data).toMatchObject({ balance: '700.00', lock_balance: '0.00' });
    expect((await get(server, user, '/api/account/draw_list', { type: 1, page: 1 })).body.data.data[0].status_name).toBe('Paid');
    const ledger = await get(server, user, '/v1/api/main/accountLog/forexChange', { page: 1 });
    expect(ledger.body.data.data[0]).toMatchObject({ Value: '-300.00', Type: 2, MemoTran: 'Withdrawal' });
    const money = await expectBalanced(server, user.id);
    expect(money.lock).toBe(0n);
  });

  it('rejected releases the frozen amount and books nothing', async () => {
    const { user, methodId, currency } = await readyToWithdraw();
    await post(server, user, '/api/account/draw', { draw_currency_id: currency.id, number: '250', draw_method_id: methodId, auth_code: await moneyCode(server, user) });
    const [w] = await operate(server, 'withdrawals.list');
    const rejected = await operate(server, 'withdrawals.reject', { id: String(w.id), reason: 'The address failed our screening.' });
    expect(rejected).toMatchObject({ status: 2, balance: '1000.00', lock_balance: '0.00' });
    const list = await get(server, user, '/api/account/draw_list', { type: 1, page: 1 });
    expect(list.body.data.data[0]).toMatchObject({ status_name: 'Rejected', notes: 'The address failed our screening.' });
    expect((await get(server, user, '/v1/api/main/accountLog/forexChange', { page: 1 })).body.data.total).toBe(1); // the deposit only
    await expectBalanced(server, user.id);
    await expect(operate(server, 'withdrawals.approve', { id: String(w.id), reason: 'changed my mind' })).rejects.toThrow(/already reviewed/);
  });

  it('beyond what is available is refused and freezes nothing; the code is not used up', async () => {
    const { user, methodId, currency } = await readyToWithdraw('100');
    const code = await moneyCode(server, user);
    const refused = await post(server, user, '/api/account/draw', { draw_currency_id: currency.id, number: '100.01', draw_method_id: methodId, auth_code: code });
    expect(refused.body).toEqual({ code: 3, msg: 'You can withdraw at most 100.00 USD now.', data: null });
    expect((await get(server, user, '/v1/api/main/account/forexDetail')).body.data.lock_balance).toBe('0.00');
    const wrongCode = await post(server, user, '/api/account/draw', { draw_currency_id: currency.id, number: '50', draw_method_id: methodId, auth_code: '000000' === code ? '111111' : '000000' });
    expect(wrongCode.body.msg).toBe('The verification code is wrong or has expired.');
    const ok = await post(server, user, '/api/account/draw', { draw_currency_id: currency.id, number: '100', draw_method_id: methodId, auth_code: code });
    expect(ok.body.code).toBe(1);
    expect((await get(server, user, '/v1/api/main/account/forexDetail')).body.data).toMatchObject({ lock_balance: '100.00', available: '0.000000' });
    const more = await post(server, user, '/api/account/draw', { draw_currency_id: currency.id, number: '5', draw_method_id: methodId, auth_code: await moneyCode(server, user) });
    expect(more.body.msg).toBe('You can withdraw at most 0.00 USD now.');
    await expectBalanced(server, user.id);
  });

  it('in fractions of a cent is refused', async () => {
    const { user, methodId, currency } = await readyToWithdraw('100');
    const refused = await post(server, user, '/api/account/draw', { draw_currency_id: currency.id, number: '10.005', draw_method_id: methodId, auth_code: await moneyCode(server, user) });
    expect(refused.body.msg).toBe('Please enter the amount with at most 2 decimals.');
    expect((await expectBalanced(server, user.id)).lock).toBe(0n);
  });

  it('without an approved identity is refused', async () => {
    const user = await realUser(server);
    await fundedBy(server, user, '200');
    const usdt = (await get(server, user, '/api/account/draw_symbol_list', { type: 1 })).body.data[0];
    const refused = await post(server, user, '/api/account/draw', { draw_currency_id: usdt.id, number: '10', draw_method_id: 1, auth_code: '123456' });
    expect(refused.body).toEqual({ code: 3, msg: 'Please complete the identity verification first.', data: null });
    expect((await expectBalanced(server, user.id)).lock).toBe(0n);
  });

  it('without a payout account asks to set one up first', async () => {
    const user = await realUser(server);
    await fundedBy(server, user, '200');
    await verifiedIdentity(server, user);
    const usdt = (await get(server, user, '/api/account/draw_symbol_list', { type: 1 })).body.data[0];
    const refused = await post(server, user, '/api/account/draw', { draw_currency_id: usdt.id, number: '10', draw_method_id: 999, auth_code: '123456' });
    expect(refused.body.msg).toBe('Please set up a payment account first');
  });

  it('to BTC pays (amount − fee) ÷ price to 8 decimals', async () => {
    const user = await realUser(server);
    await fundedBy(server, user, '1000');
    await verifiedIdentity(server, user);
    const btc = (await get(server, user, '/api/account/draw_symbol_list', { type: 1 })).body.data.find((c: { code: string }) => c.code === 'BTC');
    expect(btc).toMatchObject({ fee_type: 2, draw_rate: '0.005', usd_price: '65000', precision: 8 });
    await post(server, user, '/api/wallet/bind_draw_method', { type: 1, draw_id: btc.id, dc_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', auth_code: await moneyCode(server, user) });
    const [method] = (await get(server, user, '/api/wallet/get_draw_method', { draw_type: 1, draw_id: btc.id })).body.data;
    expect((await post(server, user, '/api/account/draw', { draw_currency_id: btc.id, number: '650', draw_method_id: method.id, auth_code: await moneyCode(server, user) })).body.code).toBe(1);
    // fee 650 × 0.005 = 3.25 USD; (650 − 3.25) ÷ 65000 = 0.00995 BTC
    expect((await get(server, user, '/api/account/draw_list', { type: 1, page: 1 })).body.data.data[0]).toMatchObject({ fee: '3.25', real_number: '0.00995000', draw_currency: { code: 'BTC' } });
  });
});

describe('an operator adjustment', () => {
  it('books a type 10 entry that shows its memo, and is audited with its reason', async () => {
    const user = await realUser(server);
    const done = await operate(server, 'balance.adjust', { user: user.email, amount: '25', reason: 'compensation for ticket 4411', memo: 'Goodwill credit' }, 'bob');
    expect(done).toMatchObject({ balance: '25.00' });
    const ledger = await get(server, user, '/v1/api/main/accountLog/forexChange', { page: 1 });
    expect(ledger.body.data.data[0]).toMatchObject({ Type: 10, Value: '25.00', Memo: 'Goodwill credit', MemoTran: 'Goodwill credit' });
    await expect(operate(server, 'balance.adjust', { user: user.email, amount: '-26', reason: 'too much' })).rejects.toThrow(/cannot go below/);
    await expect(operate(server, 'balance.adjust', { user: user.email, amount: '5' })).rejects.toThrow(/--reason is required/);
    await expect(operate(server, 'balance.adjust', { user: user.email, amount: '5', reason: 'no one' }, '')).rejects.toThrow(/--operator/);
    expect((await operate(server, 'audit.list'))[0]).toMatchObject({ operator: 'bob', action: 'balance.adjust', reason: 'compensation for ticket 4411' });
    expect((await expectBalanced(server, user.id)).balance).toBe(2_500_000_000n);
  });

  it('manages deposit addresses, wire channels and payout currencies, each change audited', async () => {
    const user = await realUser(server);
    const added = await operate(server, 'coins.add', { currency: 'usdc', network: 'Solana', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', reason: 'new network' });
    expect((await get(server, user, '/api/quickCharge/info')).body.data.coins).toContainEqual({
      id: added.id,
      currency_code: 'USDC',
      protocol_code: 'Solana',
      address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    });
    await operate(server, 'coins.disable', { id: String(added.id), reason: 'wallet retired' });
    expect((await get(server, user, '/api/quickCharge/info')).body.data.coins.map((c: { id: number }) => c.id)).not.toContain(added.id);

    const wire = await operate(server, 'wires.add', { name: 'DBS Singapore (SGD)', currency: 'sgd', detail: 'Account 012-345678-9\\nSWIFT DBSSSGSG', reason: 'new bank' });
    expect((await get(server, user, '/api/quickCharge/info')).body.data.wires).toContainEqual({
      id: wire.id,
      name: 'DBS Singapore (SGD)',
      currency_code: 'SGD',
      detail: 'Account 012-345678-9\nSWIFT DBSSSGSG',
    });
    await operate(server, 'wires.disable', { id: String(wire.id), reason: 'test over' });

    const btc = (await get(server, user, '/api/account/draw_symbol_list', { type: 1 })).body.data.find((c: { code: string }) => c.code === 'BTC');
    await operate(server, 'draw-currencies.set', { id: String(btc.id), 'usd-price': '64000', reason: 'daily price' });
    expect((await get(server, user, '/api/account/draw_symbol_list', { type: 1 })).body.data.find((c: { id: number }) => c.id === btc.id).usd_price).toBe('64000');
    await expect(operate(server, 'draw-currencies.set', { id: String(btc.id), 'usd-price': '0', reason: 'typo' })).rejects.toThrow(/above 0/);
    await operate(server, 'draw-currencies.set', { id: String(btc.id), 'usd-price': '65000', reason: 'back' });
    const actions = (await operate(server, 'audit.list', { limit: '6' })).map((a: { action: string }) => a.action);
    expect(actions).toEqual(['draw-currencies.set', 'draw-currencies.set', 'wires.disable', 'wires.add', 'coins.disable', 'coins.add']);
  });

  it('sets a site setting through the settings module', async () => {
    await operate(server, 'settings.set', { key: 'stop_out_level', value: '30', reason: 'risk committee decision' });
    expect(await server.settings.get('stop_out_level')).toBe(30);
    await expect(operate(server, 'settings.set', { key: 'stop_out_level', value: 'thirty', reason: 'typo' })).rejects.toThrow(/takes a number/);
    await operate(server, 'settings.set', { key: 'stop_out_level', value: '50', reason: 'back to default' });
  });
});
