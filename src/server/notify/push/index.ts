import type { Lang } from '../../../contract/index.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import type { PushConfig } from '../../config.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import type { Translate } from '../../i18n/translate.ts';
import { createPushDevices } from './devices.ts';
import { createPushDispatcher, type DispatcherLog } from './dispatcher.ts';
import { createPushSender } from './sender.ts';
import { loadVapidKeys } from './vapid.ts';

/**
 * Web push (issue 20; README.md of notify/): the VAPID keys, the user's devices, and the
 * dispatcher that turns the engine's notice events into pushes.
 */
export function createPush(deps: { db: Executor; bus: Bus; clock: Clock; config: PushConfig; dataDir: string; translator: (lang: Lang) => Translate; log: DispatcherLog }) {
  const { db, bus, clock, config, dataDir, translator, log } = deps;
  const vapid = loadVapidKeys(dataDir, config);
  const send = createPushSender({ vapid, clock, timeoutMs: config.timeoutMs, sockets: config.concurrency, threads: config.threads });
  const dispatcher = createPushDispatcher({ db, bus, clock, send, translator, concurrency: config.concurrency, log });
  return {
    /** The applicationServerKey browsers subscribe with. */
    publicKey: vapid.publicKey,
    devices: createPushDevices({ db, clock, config }),
    /** Tests and benchmarks: every push filed so far sent or given up on (retries on the clock aside). */
    settled: () => dispatcher.settled(),
    /** Pushes waiting on the clock for a retry. */
    waiting: () => dispatcher.waiting(),
    async stop() {
      await dispatcher.stop();
      await send.close();
    },
  };
}
export type Push = ReturnType<typeof createPush>;
