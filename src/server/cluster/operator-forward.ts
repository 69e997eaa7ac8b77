import { setTimeout as wait } from 'node:timers/promises';
import { ErrorCode, type NatsConnection, type NatsError, type Subscription } from 'nats';
import type { Operations } from '../engine/operations/index.ts';
import { MOVED, runOperatorCall, type OperatorAnswer, type OperatorCall } from '../http/admin-run.ts';
import type { ClusterAccounts } from './accounts.ts';
import { shardLease } from './shards.ts';

/** How long the operator's node waits for the owner's answer. */
const ANSWER_TIMEOUT_MS = 10_000;
/** Tries of a command refused as moved, or with no owner to take it (a shard between owners), about a lease step apart. */
const TRIES = 4;
const RETRY_AFTER_MS = 1_000;

const BUSY_NO_OWNER: OperatorAnswer = { status: 503, body: { ok: false, error: 'busy: no node owns the account right now; nothing was written, try again' } };
/** No retry here: the owner may have run it, and an adjustment run twice would credit twice. */
const NO_ANSWER: OperatorAnswer = {
  status: 503,
  body: { ok: false, error: 'busy: the node that owns the account did not answer in time; the command may have run: check (audit list, deposits show, withdrawals show) before repeating it' },
};
const FAILED: OperatorAnswer = { status: 500, body: { ok: false, error: 'the command failed on the node that owns the account: see its log' } };
/** Refusals after which nothing was written anywhere. */
const retryable = (answer: OperatorAnswer) => answer.status === 503 && (answer.body.error === MOVED.body.error || answer.body.error === BUSY_NO_OWNER.body.error);

/**
 * Operator commands that change an account's money run on the node that owns the account
 * (issue 22 item 2): elsewhere the wallet's fence refuses them. The endpoint's node asks the
 * command which account it changes (engine/operations `account`), runs it itself when it owns
 * that account's shard, and otherwise sends it over NATS request-reply on a subject per shard
 * that only the owner answers; the owner runs it through its own operations and answers the
 * same JSON. Commands that name no account run where they arrive.
 *
 * A refusal that says nothing was written (the fence: the shard moved; no node answering its
 * subject: the shard is between owners) is tried again, a few times, a lease step apart: every
 * command that names an account writes only inside the wallet's transaction (its ledger lines,
 * the deposit or withdrawal row and the audit line together), so a refused one left nothing
 * behind. No answer in time is not tried again: the owner may have committed it.
 */
export function createOperatorForwarder(deps: { nats: NatsConnection; prefix: string; accounts: ClusterAccounts; operations: Operations; onError: (error: unknown) => void }) {
  const { nats, prefix, accounts, operations, onError } = deps;
  const subjectOf = (shard: number) => `${prefix}.operator.${shardLease(shard).replace(':', '.')}`;
  const served = new Map<number, Subscription>();
  const runHere = (call: OperatorCall) => runOperatorCall(operations, call);

  async function ask(shard: number, call: OperatorCall): Promise<OperatorAnswer> {
    try {
      const msg = await nats.request(subjectOf(shard), Buffer.from(JSON.stringify(call)), { timeout: ANSWER_TIMEOUT_MS });
      return JSON.parse(Buffer.from(msg.data).toString('utf8')) as OperatorAnswer;
    } catch (error) {
      if ((error as NatsError).code === ErrorCode.NoResponders) return BUSY_NO_OWNER;
      onError(error);
      return NO_ANSWER;
    }
  }

  /** Once: here when this node owns the account (or the command names none), else on its owner. */
  async function once(call: OperatorCall): Promise<OperatorAnswer> {
    // A command whose target does not read (no such deposit…) runs here and is refused here.
    const userId = await operations.accountOf(call.command, call.args).catch(() => null);
    const shard = userId === null ? null : accounts.elsewhere(userId);
    return shard === null ? runHere(call) : ask(shard, call);
  }

  return {
    /** The endpoint's runner (http/admin.ts). */
    async run(call: OperatorCall): Promise<OperatorAnswer> {
      let answer = await once(call);
      for (let tried = 1; tried < TRIES && retryable(answer); tried++) {
        await wait(RETRY_AFTER_MS); // real time: the other nodes' lease steps are
        answer = await once(call);
      }
      return answer;
    },
    /** This node owns `shard` now: run the operator commands other nodes pass on for it. */
    serve(shard: number): Promise<void> {
      if (served.has(shard)) return Promise.resolve();
      const sub = nats.subscribe(subjectOf(shard), {
        callback: (error, msg) => {
          if (error) return onError(error);
          // Run here, whoever owns the shard by now: a shard that moved meanwhile is fenced. A
          // message that does not parse is answered as a failure, never thrown into NATS's loop.
          Promise.resolve()
            .then(() => runHere(JSON.parse(Buffer.from(msg.data).toString('utf8')) as OperatorCall))
            .then(
              (answer) => msg.respond(Buffer.from(JSON.stringify(answer))),
              (caught: unknown) => {
                onError(caught);
                msg.respond(Buffer.from(JSON.stringify(FAILED)));
              },
            );
        },
      });
      served.set(shard, sub);
      // Not flushed: a command arriving before the server knows of it finds no responder and is
      // tried again a second later, and a shard taken over is not held up by a round trip more.
      return Promise.resolve();
    },
    unserve(shard: number) {
      served.get(shard)?.unsubscribe();
      served.delete(shard);
    },
  };
}
export type OperatorForwarder = ReturnType<typeof createOperatorForwarder>;
