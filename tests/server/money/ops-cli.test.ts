import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serverOnManualClock } from '../accounts-helpers.ts';
import { expectBalanced, get, realUser, uploadedUrl } from './helpers.ts';

const run = promisify(execFile);
const { server } = serverOnManualClock();

/** The real command line, as an operator types it, against the started server. */
async function ops(args: string[], env: Record<string, string> = {}) {
  const port = new URL(server.baseUrl).port;
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/ops.ts', ...args], { env: { ...process.env, PORT: port, DATA_DIR: server.dataDir, OPERATOR_KEY: '', ...env } });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run ops', () => {
  it('approves a deposit end to end: the balance and ledger show it, the audit names the operator', async () => {
    const user = await realUser(server);
    const coin = (await get(server, user, '/api/quickCharge/info')).body.data.coins[0];
    await get(server, user, '/api/quickCharge/submit', { number: '120', proofImg: await uploadedUrl(server, user), address: coin.address, charge_id: coin.id });

    const listed = await ops(['deposits', 'list', '--operator', 'carol']);
    expect(listed.code).toBe(0);
    const [deposit] = JSON.parse(listed.out);
    expect(deposit).toMatchObject({ user_id: user.id, number: '120.00', status: 0 });

    const refused = await ops(['deposits', 'approve', String(deposit.id), '--amount', '119', '--operator', 'carol']);
    expect(refused).toMatchObject({ code: 1, out: expect.stringContaining('--reason is required') });

    const approved = await ops(['deposits', 'approve', String(deposit.id), '--amount', '119', '--reason', 'arrived, 1 USDT network fee', '--operator', 'carol']);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.out)).toMatchObject({ status: 1, received: '119.00', balance: '119.00' });

    expect((await get(server, user, '/v1/api/main/account/forexDetail')).body.data.balance).toBe('119.00');
    expect((await get(server, user, '/v1/api/main/accountLog/forexChange', { page: 1 })).body.data.data[0]).toMatchObject({ Type: 1, Value: '119.00' });
    await expectBalanced(server, user.id);
    const audit = JSON.parse((await ops(['audit', 'list', '--operator', 'carol'])).out);
    expect(audit[0]).toMatchObject({ operator: 'carol', action: 'deposit.approve', reason: 'arrived, 1 USDT network fee' });
  });

  it('refuses NaN and 20-digit amounts with a message, and the deposit stays unchecked', async () => {
    const user = await realUser(server);
    const coin = (await get(server, user, '/api/quickCharge/info')).body.data.coins[0];
    await get(server, user, '/api/quickCharge/submit', { number: '50', proofImg: await uploadedUrl(server, user), address: coin.address, charge_id: coin.id });
    const [deposit] = JSON.parse((await ops(['deposits', 'list', '--operator', 'carol'])).out);
    // Each is a real command line run (a few seconds each on a loaded machine): one of each kind.
    const [nan, long] = await Promise.all([
      ops(['deposits', 'approve', String(deposit.id), '--amount', 'NaN', '--reason', 'probe', '--operator', 'carol']),
      ops(['balance', 'adjust', '--user', String(user.id), '--amount', '1'.repeat(20), '--reason', 'probe', '--operator', 'carol']),
    ]);
    expect(nan).toMatchObject({ code: 1, out: expect.stringContaining('--amount must be the USD received') });
    expect(long).toMatchObject({ code: 1, out: expect.stringContaining('--amount must be USD') });
    expect(JSON.parse((await ops(['deposits', 'show', String(deposit.id), '--operator', 'carol'])).out)).toMatchObject({ status: 0 });
    await expectBalanced(server, user.id);
  }, 60_000);

  it('prints its commands for --help with no key, data folder or server', async () => {
    const help = await ops(['--help'], { DATA_DIR: '/nonexistent', PORT: '1' });
    expect(help.code).toBe(0);
    expect(help.out).toContain('npm run ops -- deposits approve <id> --amount');
    expect(help.out).toContain('npm run ops -- balance adjust');
  });

  it('is refused with a wrong key, and changes nothing', async () => {
    const wrong = await ops(['settings', 'set', '--key', 'trade_fee_type', '--value', '1', '--reason', 'test', '--operator', 'eve'], { OPERATOR_KEY: 'definitely-not-the-operator-key' });
    expect(wrong).toMatchObject({ code: 1, out: expect.stringContaining('Wrong or missing operator key') });
    expect(await server.settings.get('trade_fee_type')).toBe(2);
  });
});
