import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../state/persisted.ts';
import { useAtom } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { installOfferAtom } from './pwa-state.ts';
import { isIosSafariInstallable, isStandalone } from './standalone.ts';
import './install.css';

const DISMISSED = 'installCardDismissed';

/**
 * The home card that offers to install the app: an Install button where the browser offers
 * one (`beforeinstallprompt`), the Share > Add to Home Screen steps on iOS Safari, nothing
 * when the app is already installed or the person closed the card.
 */
export function InstallCard() {
  const { t } = useLingui();
  const [offer, setOffer] = useAtom(installOfferAtom);
  const [dismissed, setDismissed] = useState(() => readStored(DISMISSED, z.boolean(), false));
  const ios = isIosSafariInstallable();
  if (dismissed || isStandalone() || (!offer && !ios)) return null;

  const dismiss = () => {
    writeStored(DISMISSED, true);
    setDismissed(true);
  };
  const install = async () => {
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // The event can be used once; an accepted install also ends the card's purpose.
    setOffer(null);
    if (outcome === 'accepted') dismiss();
  };

  return (
    <section className="pwa-card" aria-labelledby="pwa-install-title">
      <img src="/icons/icon-192.png" alt="" width={44} height={44} className="pwa-card-icon" />
      <div className="pwa-prompt-text">
        <strong id="pwa-install-title">
          <Trans>Install Lotwise</Trans>
        </strong>
        {offer ? (
          <span>
            <Trans>Open it from your home screen like an app, with the last quotes even offline.</Trans>
          </span>
        ) : (
          <span className="pwa-ios-steps">
            <Trans>
              Tap <ShareIcon /> Share, then “Add to Home Screen”.
            </Trans>
          </span>
        )}
      </div>
      {offer && (
        <button type="button" className="btn" onClick={() => void install()}>
          <Trans>Install</Trans>
        </button>
      )}
      <button type="button" className="icon-btn pwa-card-close" aria-label={t`Close`} onClick={dismiss}>
        <Icon path={screenIcons.close} size={20} />
      </button>
    </section>
  );
}

/** The iOS Share symbol (a box with an arrow up), as Safari draws it in its toolbar. */
export function ShareIcon() {
  return (
    <svg
      className="pwa-share-icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-hidden="true"
    >
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
    </svg>
  );
}
