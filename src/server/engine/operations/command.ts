import { OperationRefused, type Actor } from './audit.ts';

/** A command's arguments as the command line or a back office sends them: names to strings. */
export type Args = Record<string, string | undefined>;

/** One operator command; its result is a typed value that http/admin-wire.ts turns into JSON. */
export interface Command {
  /** One line for `ops help`. */
  help: string;
  /** Whether the command changes something: then it needs a reason, and is audited. */
  writes: boolean;
  run(args: Args, actor: Actor): Promise<unknown>;
  /**
   * The account whose money or orders the command changes through the wallet, or absent: on a
   * cluster it runs on the node that owns that account's shard (cluster/operator-forward.ts).
   */
  account?(args: Args): Promise<number>;
}

export const need = (args: Args, name: string): string => {
  const v = args[name]?.trim();
  if (!v) throw new OperationRefused(`--${name} is required`);
  return v;
};

export const idOf = (args: Args, name = 'id'): number => {
  const v = need(args, name);
  if (!/^\d+$/.test(v)) throw new OperationRefused(`--${name} must be a whole number`);
  return Number(v);
};

/** --status as a number, undefined for `all` or none given. */
export const statusOf = (args: Args): number | undefined => {
  if (args.status === undefined || args.status === 'all') return undefined;
  if (!/^[0-3]$/.test(args.status)) throw new OperationRefused('--status takes a status number or all');
  return Number(args.status);
};
