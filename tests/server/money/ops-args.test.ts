import { describe, expect, it } from 'vitest';
import { parseArgs, toCommand } from '../../../scripts/ops.ts';

describe('the ops command line reads', () => {
  it('group, verb and id as the command, flags as its arguments, the operator apart', () => {
    expect(toCommand(parseArgs(['deposits', 'approve', '12', '--amount', '499.5', '--reason', 'arrived on chain', '--operator', 'alice']))).toEqual({
      command: 'deposits.approve',
      args: { id: '12', amount: '499.5', reason: 'arrived on chain' },
      operator: 'alice',
      out: undefined,
    });
  });
  it('--name=value, a negative amount as a value, and a picture by name', () => {
    expect(toCommand(parseArgs(['balance', 'adjust', '--user=a@b.c', '--amount', '-10', '--reason', 'x y', '--operator', 'bob'])).args).toEqual({ user: 'a@b.c', amount: '-10', reason: 'x y' });
    expect(toCommand(parseArgs(['pictures', 'get', '/api/common/image/ab.png', '--out', 'p.png', '--operator', 'bob']))).toMatchObject({
      command: 'pictures.get',
      args: { name: '/api/common/image/ab.png' },
      out: 'p.png',
    });
  });
  it('help when nothing is given', () => {
    expect(toCommand(parseArgs([])).command).toBe('help');
  });
});
