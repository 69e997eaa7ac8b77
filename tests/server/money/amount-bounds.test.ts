import { describe, expect, it } from 'vitest';
import { serverOnManualClock } from '../accounts-helpers.ts';
import { expectBalanced, get, realUser, uploadedUrl } from './helpers.ts';

const { server } = serverOnManualClock();

// A security probe sent amounts a 64-bit column cannot hold (10^8 units each): the answer was a
// 500 from the database. Every typed amount now has at most 10 whole digits (contract/decimal.ts).
const HUGE = ['1' + '0'.repeat(12), '9'.repeat(40), '12345678901.5'];

describe('amounts too large to be money', () => {
  it('a deposit of any of them is refused as not valid, and nothing is recorded', async () => {
    const user = await realUser(server);
    const coin = (await get(server, user, '/api/quickCharge/info')).body.data.coins[0];
    for (const number of HUGE) {
      const sent = await get(server, user, '/api/quickCharge/submit', { number, proofImg: await uploadedUrl(server, user), address: coin.address, charge_id: coin.id });
      expect(sent.status, number).toBe(200);
      expect(sent.body, number).toMatchObject({ code: 2, msg: 'The value of the amount is not valid.' });
    }
    expect((await get(server, user, '/api/quickCharge/quick_ist', { type: 0, page: 1 })).body.data.data).toEqual([]);
    // The largest amount that fits is still taken (an operator decides what arrived).
    const largest = await get(server, user, '/api/quickCharge/submit', { number: '9999999999.99', proofImg: await uploadedUrl(server, user), address: coin.address, charge_id: coin.id });
    expect(largest.body.code).toBe(1);
    await expectBalanced(server, user.id);
  });

  it('an order of a huge lot size is refused with a message, not a 500', async () => {
    const user = await realUser(server);
    const sent = await get(server, user, '/v1/api/forex/submit', { type: 1, cont: '9'.repeat(30), forex_id: 1, status: 1, multiple: 100 });
    expect(sent.status).toBe(200);
    expect(sent.body.code).not.toBe(500);
    expect(sent.body.code).not.toBe(1);
  });
});
