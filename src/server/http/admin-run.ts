import { OperationRefused, type Args, type Operations } from '../engine/operations/index.ts';
import { DomainError, ShardElsewhere } from '../errors.ts';
import { operatorWire } from './admin-wire.ts';

/** One operator command as it arrives (POST /admin/command's body, or passed on by another node). */
export interface OperatorCall {
  command: string;
  operator: string;
  args: Args;
}

/** What the endpoint answers: the HTTP status and the JSON body. */
export interface OperatorAnswer {
  status: number;
  body: { ok: boolean; result?: unknown; error?: string };
}

/**
 * Refused by the fence: this node no longer owns the account (it moved meanwhile). Nothing was
 * written, because every command that names an account writes only inside the wallet's
 * transaction, so it may be run again on the new owner.
 */
export const MOVED: OperatorAnswer = { status: 503, body: { ok: false, error: 'busy: the account moved to another node meanwhile; nothing was written, try again' } };

/** The request body's command, operator and args, each of the type it must be (anything else is dropped). */
export function operatorCallOf(body: { command?: unknown; operator?: unknown; args?: unknown }): OperatorCall {
  const args: Args = {};
  if (body.args && typeof body.args === 'object') for (const [k, v] of Object.entries(body.args)) if (typeof v === 'string' || typeof v === 'number') args[k] = String(v);
  return { command: typeof body.command === 'string' ? body.command : '', operator: typeof body.operator === 'string' ? body.operator : '', args };
}

/** Runs one command here, through the engine, and words the outcome as the endpoint answers it. */
export async function runOperatorCall(operations: Operations, { command, operator, args }: OperatorCall): Promise<OperatorAnswer> {
  try {
    if (command === 'help') return { status: 200, body: { ok: true, result: operations.help() } };
    return { status: 200, body: { ok: true, result: operatorWire(command, await operations.run(command, args, operator)) } };
  } catch (error) {
    if (error instanceof OperationRefused) return { status: 400, body: { ok: false, error: error.message } };
    if (error instanceof ShardElsewhere) return MOVED;
    // A user-facing refusal (a picture that does not exist…): its name says enough to an operator.
    if (error instanceof DomainError) return { status: 400, body: { ok: false, error: error.name } };
    throw error;
  }
}
