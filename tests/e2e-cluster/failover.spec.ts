import { shardLease, shardOf } from '../../src/server/cluster/shards.ts';
import { startBalancer } from '../server/cluster/balancer.ts';
import { holderOf, settled, startCluster, type Cluster } from '../server/cluster/processes.ts';
import { dropMadeDatabases } from '../server/scratch-databases.ts';
import { test, expect, quoteRow } from '../e2e/fixtures.ts';
import { toast } from '../e2e/helpers/accounts.ts';
import { buyOnTicket, demoTrader, ETH, holdPrice, orderSheet } from '../e2e/helpers/trading.ts';

// Issue 22 item 6: a trader on a phone, through HAProxy in front of three node processes, buys,
// and the node that owns the account is killed (SIGKILL) while the position is open. The app's
// socket and calls go on through the balancer to the survivors: the position's profit follows the
// price again, it closes, and the balance holds the fee and the profit booked once.

let cluster: Cluster;
let balancer: { stop(): void };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startCluster(3, {
    CAPTCHA_TEST_MODE: '1',
    TRUST_PROXY: '127.0.0.1',
  });
  balancer = await startBalancer(cluster, Number(process.env.CLUSTER_E2E_PORT ?? 8099));
});
test.afterAll(async () => {
  balancer?.stop();
  await cluster?.stop();
  // The cluster's database (about 20 MB), as the server suite's setup file drops its own.
  await dropMadeDatabases(process.env.TEST_DATABASE_URL!);
});

test('a trader keeps trading through the load balancer while the node that owns the account is killed', async ({ page, request }) => {
  await holdPrice(request, ETH.code, '3000.00', '3001.00');
  const { orders } = await demoTrader(page);
  const userId = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session')).user.id`)) as number;

  await page.goto('/');
  await quoteRow(page, ETH.show).click();
  await buyOnTicket(page, ETH.show, '1');
  const [{ Id }] = (await orders(1)).data;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  const row = page.getByTestId(`order-${Id}`);
  await expect(row.getByTestId('order-profit')).toHaveText('-1.00');

  // The owner of the account dies; the survivors take its shards and, if it produced, the market.
  const owner = await holderOf(cluster, shardLease(shardOf(userId)));
  owner.child.kill('SIGKILL');
  await owner.ended;
  await settled(cluster);

  // Through the balancer, on a survivor: the price moves the profit again, live.
  await holdPrice(request, ETH.code, '3051.00', '3052.00');
  await expect(row.getByTestId('order-price')).toHaveText('3051.00');
  await expect(row.getByTestId('order-profit')).toHaveText('+50.00');

  await holdPrice(request, ETH.code, '3050.00', '3051.00');
  await expect(row.getByTestId('order-profit')).toHaveText('+49.00');
  await row.click();
  await orderSheet(page, Id).getByRole('button', { name: 'Close position' }).click();
  await page.getByRole('alertdialog', { name: 'Close this position at the market price?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Closed')).toBeVisible();
  await expect(row).toBeHidden();

  const [closed] = (await orders(3)).data;
  expect(closed).toMatchObject({ Id, FactProfits: expect.stringMatching(/^49(\.0+)?$/), CloseReason: 'user' });
  const fee = Number(closed!.TradeFee);
  await expect(page.getByTestId('balance')).toHaveText((100_000 - fee + 49).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  // The books of the account: the balance is its ledger, each leg booked once.
  const books = await cluster.sql.query<{ balance: string; ledger: string; keys: string; legs: string }>(
    'select balance, (select sum(value) from ledger where user_id = $1) as ledger, (select count(distinct idem_key) from ledger where user_id = $1) as keys, (select count(idem_key) from ledger where user_id = $1) as legs from users where id = $1',
    [userId],
  );
  expect(books.rows[0]!.balance).toBe(books.rows[0]!.ledger);
  expect(books.rows[0]!.keys).toBe(books.rows[0]!.legs);
  expect(fee).toBeGreaterThan(0);
});
