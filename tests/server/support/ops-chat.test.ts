import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { serverOnManualClock } from '../accounts-helpers.ts';
import { privateSocket } from '../helpers.ts';
import { get, post, realUser } from '../money/helpers.ts';

const run = promisify(execFile);
const { server } = serverOnManualClock();

/** The real command line, as an operator types it, against the started server. */
async function ops(args: string[]) {
  const port = new URL(server.baseUrl).port;
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/ops.ts', ...args], { env: { ...process.env, PORT: port, DATA_DIR: server.dataDir, OPERATOR_KEY: '' } });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

it('npm run ops -- chat list / show / reply: threads with unread counts, reading, and a reply the user sees live', async () => {
  const user = await realUser(server);
  expect((await post(server, user, '/api/support/send', { text: 'My withdrawal is late' })).body.code).toBe(1);
  const socket = await privateSocket(server.wsUrl, user.token);
  socket.send({ type: 'sub', channel: 'CHAT' });
  socket.send({ type: 'ping', ts: 1 });
  await socket.waitFor((m) => m.type === 'pong');

  const listed = await ops(['chat', 'list', '--operator', 'carol']);
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.out)).toContainEqual(expect.objectContaining({ user_id: user.id, email: user.email, unread: 1 }));
  const shown = await ops(['chat', 'show', user.email, '--operator', 'carol']);
  expect(JSON.parse(shown.out)).toEqual([expect.objectContaining({ from: 'user', text: 'My withdrawal is late', read: false })]);
  expect(JSON.parse((await ops(['chat', 'list', '--operator', 'carol'])).out)).toContainEqual(expect.objectContaining({ user_id: user.id, unread: 0 }));

  expect((await ops(['chat', 'reply', String(user.id), '--operator', 'carol'])).out).toContain('--text is required');
  const replied = await ops(['chat', 'reply', String(user.id), '--text', 'Paid out this morning, please check again.', '--operator', 'carol']);
  expect(replied.code).toBe(0);
  const pushed = await socket.waitFor((m) => m.type === 'CHAT' && m.data.message !== undefined);
  expect(pushed).toMatchObject({ data: { message: { mine: false, text: 'Paid out this morning, please check again.' }, unread: 1 } });
  expect((await get(server, user, '/api/support/unread')).body.data).toEqual({ count: 1 });
  const audit = JSON.parse((await ops(['audit', 'list', '--operator', 'carol'])).out);
  expect(audit[0]).toMatchObject({ operator: 'carol', action: 'chat.reply', target: `user:${user.id}` });
  socket.close();
});
