import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LEGAL_KINDS } from '../../../contract/content.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import * as shellIcons from '../../ui/shell-icons.ts';
import { LEGAL_TITLES } from './titles.ts';
import '../account/user/user.css';

/** The three documents as rows of a user-centre menu. */
export function LegalLinks() {
  const { t, i18n } = useLingui();
  return (
    <nav className="user-menu" aria-label={t`Legal`}>
      <ul>
        {LEGAL_KINDS.map((kind) => (
          <li key={kind}>
            <Link to="/legal" search={{ kind }} className="user-menu-row">
              <Icon path={shellIcons.news} className="user-menu-icon" />
              <span className="user-menu-label">{i18n._(LEGAL_TITLES[kind])}</span>
              <Icon path={screenIcons.forward} size={18} className="flip-rtl user-menu-chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
