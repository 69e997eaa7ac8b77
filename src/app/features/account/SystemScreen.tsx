import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANG_INFO } from '../../../contract/languages.ts';
import { LANG_NAMES } from '../../../contract/language-names.ts';
import { languageAtom } from '../../state/language.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import * as shellIcons from '../../ui/shell-icons.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { showToast } from '../../ui/toast.ts';
import { signOut } from '../session/session-actions.ts';
import { LegalLinks } from '../legal/LegalLinks.tsx';
import { TimeZoneSetting } from '../settings/TimeZoneSetting.tsx';
import { OneTapSettings } from '../settings/OneTapSettings.tsx';
import { version } from '../../../../package.json';
import './user/user.css';

/** 'Other' (/mine/system): the language, the time zone, one-tap trading, and logging out, after a confirmation, back to home. */
export function SystemScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const lang = useAtomValue(languageAtom);
  const user = useAtomValue(sessionAtom)?.user;
  const [asking, setAsking] = useState(false);
  const demo = user?.is_demo === 1;

  const logOut = () => {
    setAsking(false);
    // The session goes first, so nothing that loads on the way home still carries the token.
    signOut();
    showToast(t`You have logged out.`, 'info');
    void router.navigate({ to: '/', replace: true });
  };

  return (
    <div className="page">
      <PageHeader title={<Trans>System</Trans>} />
      <div className="user">
        <nav className="user-menu" aria-label={t`Settings`}>
          <ul>
            <li>
              <Link to="/language" className="user-menu-row">
                <Icon path={shellIcons.globe} className="user-menu-icon" />
                <span className="user-menu-label">
                  <Trans>Language</Trans>
                </span>
                <span className="user-menu-value" lang={LANG_INFO[lang].tag}>
                  {LANG_NAMES[lang]}
                </span>
                <Icon path={screenIcons.forward} size={18} className="flip-rtl user-menu-chevron" />
              </Link>
            </li>
            <li>
              <Link to="/feedback" className="user-menu-row">
                <Icon path={screenIcons.mail} className="user-menu-icon" />
                <span className="user-menu-label">
                  <Trans>Feedback</Trans>
                </span>
                <Icon path={screenIcons.forward} size={18} className="flip-rtl user-menu-chevron" />
              </Link>
            </li>
            <li className="user-menu-row system-version">
              <Icon path={shellIcons.build} className="user-menu-icon" />
              <span className="user-menu-label">
                <Trans>Version</Trans>
              </span>
              <span className="user-menu-value">
                <span dir="ltr">{version}</span>
              </span>
            </li>
          </ul>
        </nav>
        <TimeZoneSetting />
        <OneTapSettings />
        <LegalLinks />
        {user && (
          <button type="button" className="btn btn-block system-logout" onClick={() => setAsking(true)}>
            <Icon path={screenIcons.logout} size={20} className="flip-rtl" />
            <Trans>Log out</Trans>
          </button>
        )}
      </div>
      <ConfirmDialog open={asking} title={<Trans>Log out?</Trans>} confirmLabel={<Trans>Log out</Trans>} danger onConfirm={logOut} onCancel={() => setAsking(false)}>
        <p>
          {demo ? (
            <Trans>Your demo account stays on this device. Choose Try a demo account to come back to it.</Trans>
          ) : (
            <Trans>You can log in again at any time with your email or phone and password.</Trans>
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}
