import { Link, type LinkProps } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LANG_INFO } from '../../../../contract/languages.ts';
import { LANG_NAMES } from '../../../../contract/language-names.ts';
import { languageAtom } from '../../../state/language.ts';
import { useAtomValue } from '../../../state/store.ts';
import { Icon, type IconPath } from '../../../ui/icons.tsx';
import * as screenIcons from '../../../ui/screen-icons.ts';
import * as shellIcons from '../../../ui/shell-icons.ts';
import { useBasicInfoQuery } from '../../site/queries.ts';
import { CustomerServiceRow } from '../../support/CustomerServiceRow.tsx';

// A long address must not squeeze the row's label: it is cut with an ellipsis (the page shows it whole).
const EMAIL_VALUE = { display: 'block', minInlineSize: 0, maxInlineSize: '11rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

type Entry = { to: LinkProps['to']; icon: IconPath; label: ReactNode; value?: ReactNode };

/** The account pages of SPEC.md section 2, in two groups: money and identity, then help and settings. */
export function UserMenu() {
  const { t } = useLingui();
  const lang = useAtomValue(languageAtom);
  // The complaint address of the site settings, shown on its row (issue 10 item 2).
  const complaintEmail = useBasicInfoQuery().data?.complaint_email;
  const groups: { label: string; entries: Entry[] }[] = [
    {
      label: t`Account`,
      entries: [
        { to: '/mine/wallet', icon: screenIcons.wallet, label: <Trans>Wallet</Trans> },
        { to: '/mine/auth', icon: screenIcons.idCard, label: <Trans>Real-name verification</Trans> },
        { to: '/mine/invite', icon: screenIcons.gift, label: <Trans>Invite friends</Trans> },
        { to: '/mine/password', icon: screenIcons.key, label: <Trans>Change password</Trans> },
      ],
    },
    {
      label: t`Help and settings`,
      entries: [
        { to: '/mine/chat', icon: screenIcons.headset, label: <Trans>Customer service</Trans> },
        {
          to: '/mine/email',
          icon: screenIcons.mail,
          label: <Trans>Complaint email</Trans>,
          value: complaintEmail && (
            <span dir="ltr" style={EMAIL_VALUE}>
              {complaintEmail}
            </span>
          ),
        },
        { to: '/mine/announcement', icon: screenIcons.megaphone, label: <Trans>Announcement</Trans> },
        { to: '/language', icon: shellIcons.globe, label: <Trans>Language</Trans>, value: <span lang={LANG_INFO[lang].tag}>{LANG_NAMES[lang]}</span> },
        { to: '/mine/system', icon: screenIcons.settings, label: <Trans>Other</Trans> },
      ],
    },
  ];
  return (
    <>
      {groups.map((group) => (
        <nav key={group.label} className="user-menu" aria-label={group.label}>
          <ul>
            {group.entries.map((entry) => {
              const row = (
                <>
                  <Icon path={entry.icon} className="user-menu-icon" />
                  <span className="user-menu-label">{entry.label}</span>
                  {entry.value && <span className="user-menu-value">{entry.value}</span>}
                </>
              );
              const chevron = <Icon path={screenIcons.forward} size={18} className="flip-rtl user-menu-chevron" />;
              return (
                <li key={entry.to}>
                  {/* Customer service opens a dialog, an outside link or the chat, by the site settings. */}
                  {entry.to === '/mine/chat' ? (
                    <CustomerServiceRow className="user-menu-row" end={chevron}>
                      {row}
                    </CustomerServiceRow>
                  ) : (
                    <Link to={entry.to} className="user-menu-row">
                      {row}
                      {chevron}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
    </>
  );
}
