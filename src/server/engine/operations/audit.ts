import { operatorRepository } from '../../db/operator-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';

/** Who did an operator action, and why. Every command needs both. */
export interface Actor {
  operator: string;
  reason: string;
}

/**
 * One line of the audit: who, when, what (the action and its target), why, and the facts of the
 * outcome. Written in the same transaction as the change it records, so neither exists alone.
 */
export async function recordAudit(ex: Executor, at: number, actor: Actor, action: string, target: string, detail: Record<string, unknown> = {}): Promise<void> {
  await operatorRepository.insertAudit(ex, { operator: actor.operator, action, target, reason: actor.reason, detail: JSON.stringify(detail), at });
}

/** A command the operator cannot do as asked (unknown record, wrong state, bad value). Operator tools are English. */
export class OperationRefused extends Error {
  override name = 'OperationRefused';
}
