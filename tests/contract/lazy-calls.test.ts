import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { get, none } from '../../src/contract/call-def.ts';
import { lazyCalls } from '../../src/contract/lazy-calls.ts';

// A call table's schemas are built the first time the table is read, not when its module is
// evaluated (issue 21 item 5: /trade evaluated every call's schemas to make a few calls).
describe('lazyCalls', () => {
  const built: string[] = [];
  const table = lazyCalls(() => {
    built.push('table');
    return {
      ping: get('/ping', none, z.null()),
      echo: get('/echo', z.object({ text: z.string() }), z.string()),
    };
  });

  it('builds nothing until the table is read, then once', () => {
    expect(built).toEqual([]);
    expect(table.ping.path).toBe('/ping');
    expect(table.echo.method).toBe('GET');
    expect(built).toEqual(['table']);
  });

  it('reads like the plain object it builds: names, entries, spread and `in`', () => {
    expect(Object.keys(table)).toEqual(['ping', 'echo']);
    expect(Object.entries(table).map(([name, def]) => `${name} ${def.path}`)).toEqual(['ping /ping', 'echo /echo']);
    expect({ ...table }.echo.input.parse({ text: 'hi' })).toEqual({ text: 'hi' });
    expect('echo' in table).toBe(true);
    expect('nothing' in table).toBe(false);
    expect(built).toEqual(['table']);
  });
});
