import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PUSH_KINDS } from '../../../contract/push.ts';
import { ShareIcon } from '../install/InstallCard.tsx';
import { KIND_LABELS } from './kind-labels.ts';
import { usePushSettings } from './use-push-settings.ts';
import './notifications.css';

/**
 * /user's Notifications (issue 20): one switch per kind for this device. The browser's permission
 * is asked on the first switch turned on, never on load; a browser that cannot, a permission
 * refused, and iOS outside the home screen each say what to do instead.
 */
export function NotificationSettings() {
  const { i18n } = useLingui();
  const titleId = useId();
  const { view, kinds, busy, failed, toggle } = usePushSettings();
  const usable = view === 'ready';
  return (
    <section className="push-settings" aria-labelledby={titleId} data-testid="push-settings">
      <h2 id={titleId}>
        <Trans>Notifications</Trans>
      </h2>
      <StateNote view={view} />
      {failed && (
        <p className="push-note push-error" role="alert">
          <Trans>Notifications could not be turned on on this device. Try again later.</Trans>
        </p>
      )}
      {(usable || view === 'loading') && (
        <ul className="push-kinds" aria-busy={busy || view === 'loading' || undefined}>
          {PUSH_KINDS.map((kind) => (
            <li key={kind}>
              <label className="push-kind">
                <span>{i18n._(KIND_LABELS[kind])}</span>
                <input type="checkbox" role="switch" checked={kinds.includes(kind)} disabled={!usable || busy} onChange={(event) => void toggle(kind, event.target.checked)} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StateNote({ view }: { view: ReturnType<typeof usePushSettings>['view'] }) {
  if (view === 'unsupported')
    return (
      <p className="push-note">
        <Trans>This browser cannot show notifications from Lotwise.</Trans>
      </p>
    );
  if (view === 'denied')
    return (
      <p className="push-note push-error" role="note">
        <Trans>Notifications are blocked for Lotwise. To get them, allow notifications in your browser's site settings (the icon beside the address), then come back here.</Trans>
      </p>
    );
  if (view === 'install-first')
    return (
      <div className="push-note" role="note">
        <p>
          <Trans>On iPhone and iPad, notifications work once Lotwise is on your home screen (iOS 16.4 or later).</Trans>
        </p>
        <p className="pwa-ios-steps">
          <Trans>
            Tap <ShareIcon /> Share, then “Add to Home Screen”.
          </Trans>
        </p>
      </div>
    );
  return (
    <p className="push-note">
      <Trans>Get a notification on this device when something happens to your account, even with the app closed.</Trans>
    </p>
  );
}
