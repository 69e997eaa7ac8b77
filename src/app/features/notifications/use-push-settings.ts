// The state behind /user's notification switches: what the browser allows, what the server holds
// for this device, and the one change in flight.
import { useEffect, useEffectEvent, useState } from 'react';
import type { PushKind } from '../../../contract/push.ts';
import { languageAtom } from '../../state/language.ts';
import { useAtomValue } from '../../state/store.ts';
import { deviceState, pushSupport, setDeviceKinds, subscribeDevice } from './push-device.ts';

export type PushView = 'loading' | 'unsupported' | 'install-first' | 'denied' | 'ready';

export function usePushSettings() {
  const support = pushSupport();
  const [permission, setPermission] = useState<NotificationPermission>(() => (support === 'ready' ? Notification.permission : 'default'));
  const [kinds, setKinds] = useState<readonly PushKind[] | null>(support === 'ready' ? null : []);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const lang = useAtomValue(languageAtom);

  useEffect(() => {
    if (support !== 'ready') return;
    let live = true;
    deviceState()
      .then((device) => live && setKinds(device.subscribed ? device.kinds : []))
      .catch(() => live && setKinds([]));
    return () => void (live = false);
  }, [support]);

  // The texts are written in the language of the last call: a change of language tells the server.
  // Only on a change of language: kinds are sent by toggle() themselves, so the effect reads the
  // current kinds through an effect event instead of depending on them.
  const resendKinds = useEffectEvent(() => {
    if (kinds && kinds.length > 0) void setDeviceKinds(kinds).catch(() => undefined);
  });
  useEffect(() => resendKinds(), [lang]);

  let view: PushView = support === 'ready' ? 'ready' : support;
  if (view === 'ready' && permission === 'denied') view = 'denied';
  else if (view === 'ready' && kinds === null) view = 'loading';

  /** A tap on a switch: the permission is asked here, from the tap, the first time only. */
  async function toggle(kind: PushKind, on: boolean) {
    if (busy || kinds === null) return;
    setBusy(true);
    setFailed(false);
    try {
      let granted = Notification.permission;
      if (on && granted === 'default') granted = await Notification.requestPermission();
      setPermission(granted);
      if (on && granted !== 'granted') return;
      const next = on ? [...kinds, kind] : kinds.filter((k) => k !== kind);
      const device = kinds.length === 0 ? await subscribeDevice(next) : await setDeviceKinds(next);
      setKinds(device.subscribed ? device.kinds : []);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return { view, kinds: kinds ?? [], busy, failed, toggle };
}
