import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/server/clock.ts';
import { createLease, LEASE_TTL_MS, type Lease } from '../../../src/server/cluster/lease.ts';
import type { Db } from '../../../src/server/db/connect.ts';
import { leaseRepository } from '../../../src/server/db/lease-repository.ts';
import { inTransaction } from '../../../src/server/db/transaction.ts';
import { twoHandles } from '../two-handles.ts';

// The cluster's leases (issue 22): one holder at a time, taken over when the holder stops renewing,
// and an epoch that fences the old holder's writes. Two connections stand for two nodes: on
// SQLite two handles of one file, on PostgreSQL (TEST_DATABASE_URL) two pools on one database.
// Each lease here is stepped by hand on a shared manual clock: a node that is not stepped is a
// paused one.

const handles = twoHandles('lotwise-leases-');

const clock = createManualClock();
let names = 0;

/** Two nodes' leases of one new name, each recording what it was told. */
function pair() {
  const name = `test:${++names}`;
  const told: string[] = [];
  const node = (db: Db, holder: string): Lease =>
    createLease({ db, clock, name, holder, acquired: (epoch) => void told.push(`${holder} took ${epoch}`), lost: () => void told.push(`${holder} lost`) });
  return { name, told, a: node(handles.one, 'a'), b: node(handles.two, 'b') };
}

describe('a lease of the cluster', () => {
  it('is held by one node at a time, whichever tries first', async () => {
    const { told, a, b } = pair();
    await Promise.all([a.step(), b.step()]);
    expect(told).toHaveLength(1);
    expect([a.epoch(), b.epoch()].filter((e) => e !== null)).toEqual([1n]);
    await clock.advance(LEASE_TTL_MS / 2);
    await Promise.all([a.step(), b.step()]);
    expect(told).toHaveLength(1);
  });

  it('passes to another node once its holder stops renewing, with a higher epoch, and the old holder learns it lost', async () => {
    const { told, a, b } = pair();
    await a.step();
    await b.step();
    expect(told).toEqual(['a took 1']);
    // a is paused: b keeps trying while the lease runs out.
    await clock.advance(LEASE_TTL_MS - 1);
    await b.step();
    expect(b.epoch()).toBeNull();
    await clock.advance(2);
    await b.step();
    expect(told).toEqual(['a took 1', 'b took 2']);
    // a wakes up: past its own expiry it stops before even asking.
    await a.step();
    expect(told).toEqual(['a took 1', 'b took 2', 'a lost']);
    expect(a.epoch()).toBeNull();
  });

  it('fences a paused holder: its write checked against its old epoch is refused, the new holder’s passes', async () => {
    const { name, a, b } = pair();
    await a.step();
    const old = a.epoch()!;
    await clock.advance(LEASE_TTL_MS + 1);
    await b.step();
    const current = b.epoch()!;
    expect(current).toBeGreaterThan(old);
    expect(await inTransaction(handles.one, (trx) => leaseRepository.stillAt(trx, name, old))).toBe(false);
    expect(await inTransaction(handles.two, (trx) => leaseRepository.stillAt(trx, name, current))).toBe(true);
  });

  it('is let go at a clean stop, so the next node takes it without waiting for it to expire', async () => {
    const { told, a, b } = pair();
    await a.step();
    await a.stop();
    await b.step();
    expect(told).toEqual(['a took 1', 'a lost', 'b took 2']);
  });

  it('is lost by a holder whose renewal finds it taken, even within its own time', async () => {
    const { name, told, a } = pair();
    await a.step();
    // Another node took it (a clock far ahead): a's next renewal fails.
    await leaseRepository.take(handles.two, name, 'c', clock.now() + LEASE_TTL_MS * 10, clock.now() + LEASE_TTL_MS * 11);
    await a.step();
    expect(told).toEqual(['a took 1', 'a lost']);
  });
});
