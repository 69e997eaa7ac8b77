// The cluster benchmark's client network namespace (issue 22 item 7): the load generators run
// in their own namespace behind a veth pair, so their receive path (TCP, softirqs on the
// namespace's side) is not the nodes' loopback. Needs root and iproute2.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

export const NETNS = 'lotwise-bench';
const HOST_LINK = 'lwbench0';
const NS_LINK = 'lwbench1';
/** The nodes listen here (the host's end of the pair). */
export const HOST_ADDRESS = '10.77.0.1';
/**
 * The clients' addresses inside the namespace. Clients spread over several, as real ones come
 * from many: the cluster's socket cap takes an advisory lock per address for each new socket,
 * and 10,000 sockets from one address would wait for each other's commit.
 */
export const CLIENT_ADDRESSES = Array.from({ length: 32 }, (_, i) => `10.77.0.${10 + i}`);

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const quietly = (fn: () => void) => {
  try {
    fn();
  } catch {
    // Not there: nothing to remove.
  }
};

/** Removes the namespace and the pair (deleting the namespace takes its end of the pair with it). */
export function netnsDown(): void {
  quietly(() => ip('netns', 'del', NETNS));
  quietly(() => ip('link', 'del', HOST_LINK));
}

/** A fresh namespace with the veth pair up and the client addresses on its end. */
export function netnsUp(): void {
  // Never take another run's namespace from under it; a stale one is removed by hand.
  if (execFileSync('ip', ['netns', 'list']).toString().includes(NETNS)) throw new Error(`namespace ${NETNS} exists: another cluster benchmark runs, or remove it with \`ip netns del ${NETNS}\``);
  ip('netns', 'add', NETNS);
  ip('link', 'add', HOST_LINK, 'type', 'veth', 'peer', 'name', NS_LINK);
  ip('link', 'set', NS_LINK, 'netns', NETNS);
  ip('addr', 'add', `${HOST_ADDRESS}/24`, 'dev', HOST_LINK);
  ip('link', 'set', HOST_LINK, 'up');
  const inside = (...args: string[]) => ip('netns', 'exec', NETNS, 'ip', ...args);
  inside('link', 'set', 'lo', 'up');
  for (const address of CLIENT_ADDRESSES) inside('addr', 'add', `${address}/24`, 'dev', NS_LINK);
  inside('link', 'set', NS_LINK, 'up');
}

/** A TypeScript script of this folder as a child process inside the namespace, with an IPC channel. */
export function spawnInNetns(script: string, args: string[]): ChildProcess {
  return spawn('ip', ['netns', 'exec', NETNS, process.execPath, ...process.execArgv, script, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** The next message of `type` from a child. */
export function reply<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type?: string }) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`client process ended (${code}) before '${type}'`)));
  });
}
