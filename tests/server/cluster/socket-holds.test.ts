import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/server/clock.ts';
import { clusterSocketCaps } from '../../../src/server/cluster/socket-caps.ts';
import type { Db } from '../../../src/server/db/connect.ts';
import { leaseRepository } from '../../../src/server/db/lease-repository.ts';
import { socketHoldRepository as repo } from '../../../src/server/db/socket-hold-repository.ts';
import { twoHandles } from '../two-handles.ts';

// SOCKETS_PER_ADDRESS across a cluster, counted in batches (issue 22): a wave of sockets (a
// node's start, a failover) is decided in one transaction per node, in arrival order, and two
// nodes' waves at once never let an address past the cap. Two pools on one database stand for
// two nodes; each node is alive by its lease `node:<id>`.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const handles = twoHandles('lotwise-socket-holds-');
const NOW = 1_000_000;
let nodes = 0;

/** A node id with a live lease (or one that ran out, `alive` false). */
async function node(db: Db, alive = true): Promise<string> {
  const id = `holds-${++nodes}`;
  await leaseRepository.take(db, `node:${id}`, id, NOW - 10_000, alive ? NOW + 10_000 : NOW - 1);
  return id;
}

const held = async (db: Db, address: string) => Number((await sql<{ n: string }>`select coalesce(sum(count), 0) as n from socket_holds where address = ${address}`.execute(db)).rows[0]!.n);

describe.skipIf(!onPostgres)("a cluster's socket caps, in batches", () => {
  it('decides a batch in arrival order and counts only what it admitted', async () => {
    const a = await node(handles.one);
    expect(await repo.admit(handles.one, ['b1', 'b1', 'b1', 'b2', 'b1'], a, 2, NOW)).toEqual([true, true, false, true, false]);
    expect(await held(handles.one, 'b1')).toBe(2);
    expect(await held(handles.one, 'b2')).toBe(1);
    await repo.release(handles.one, new Map([['b1', 2]]), a);
    expect(await held(handles.one, 'b1')).toBe(0);
    expect(await repo.admit(handles.one, ['b1'], a, 2, NOW)).toEqual([true]);
  });

  it("lets two nodes' waves for one address at once past the cap by not one socket", async () => {
    const [a, b] = [await node(handles.one), await node(handles.two)];
    const wave = Array.from({ length: 8 }, () => 'w1');
    const [onA, onB] = await Promise.all([repo.admit(handles.one, [...wave, 'w2'], a, 5, NOW), repo.admit(handles.two, ['w2', ...wave], b, 5, NOW)]);
    expect([...onA, ...onB].filter(Boolean)).toHaveLength(5 + 2);
    expect(await held(handles.one, 'w1')).toBe(5);
    expect(await held(handles.one, 'w2')).toBe(2);
  });

  it('does not count the sockets of a node whose lease ran out', async () => {
    const dead = await node(handles.one, false);
    await repo.admit(handles.one, ['d1', 'd1', 'd1'], dead, 3, NOW - 100);
    const live = await node(handles.one);
    expect(await repo.admit(handles.one, ['d1', 'd1', 'd1', 'd1'], live, 3, NOW)).toEqual([true, true, true, false]);
  });

  it('answers each of a wave of sockets on one node, the first ones in, the rest refused, and frees a place on a close', async () => {
    const a = await node(handles.one);
    // The node's database, counting the transactions the caps open.
    let transactions = 0;
    const counted = new Proxy(handles.one, {
      get(target, property) {
        if (property === 'transaction') transactions += 1;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const caps = clusterSocketCaps({ db: counted, clock: createManualClock(NOW), nodeId: a, max: 20, onError: (error) => expect.fail(String(error)) });
    const answers = await Promise.all(Array.from({ length: 30 }, () => caps.admit('c1')));
    expect(answers).toEqual([...Array<boolean>(20).fill(true), ...Array<boolean>(10).fill(false)]);
    // The first socket alone, the 29 that came while it was written in one more: not 30.
    expect(transactions).toBe(2);
    expect(await held(handles.one, 'c1')).toBe(20);
    caps.release('c1');
    caps.release('c1');
    await expect.poll(() => held(handles.one, 'c1')).toBe(18);
    expect(await Promise.all([caps.admit('c1'), caps.admit('c1'), caps.admit('c1')])).toEqual([true, true, false]);
  });
});
