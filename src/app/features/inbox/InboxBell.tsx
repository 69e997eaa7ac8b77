import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { inboxAtom, inboxUnreadAtom } from './queries.ts';
import './inbox.css';

/** The bell in /user's header: the way to the inbox, with the unread count. */
export function InboxBell() {
  const { t } = useLingui();
  useAtomValue(inboxAtom); // reads the list (and so the count) when /user opens
  const unread = useAtomValue(inboxUnreadAtom);
  const label = unread > 0 ? t`Inbox, ${unread} unread` : t`Inbox`;
  return (
    <Link to="/mine/inbox" className="icon-btn inbox-bell" aria-label={label} data-testid="inbox-bell">
      <Icon path={screenIcons.bell} />
      {unread > 0 && (
        <span className="inbox-count num" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
