import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerByEmail } from './accounts-helpers.ts';
import { startServer } from './helpers.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

// A security probe found the data folder and its files readable by every user of the host: the
// database holds emails, ID numbers and password hashes; the outbox holds reset codes.
describe('the data folder is private to the server', () => {
  it('a fresh folder is 0700; the database, its -wal and -shm, the outbox and the operator key are 0600', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lotwise-modes-')), 'data');
    const server = await startServer({ dataDir, databaseUrl: '' });
    try {
      // A registration code goes to the outbox (no mail server configured).
      await registerByEmail(server);
      expect(mode(dataDir)).toBe(0o700);
      for (const file of ['lotwise.db', 'lotwise.db-wal', 'lotwise.db-shm', 'operator.key', 'outbox.jsonl']) expect(mode(join(dataDir, file)), file).toBe(0o600);
    } finally {
      await server.stop();
    }
  });

  it('a folder and database left open by an older version are narrowed at start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-modes-'));
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'outbox.jsonl'), '', { mode: 0o644 });
    chmodSync(join(dataDir, 'outbox.jsonl'), 0o644);
    const first = await startServer({ dataDir, databaseUrl: '' });
    await first.stop({ keepData: true });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'lotwise.db'), 0o644);
    const again = await startServer({ dataDir, databaseUrl: '' });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, 'lotwise.db'))).toBe(0o600);
    } finally {
      await again.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
