import { useLingui } from '@lingui/react/macro';
import { useSupportUnreadSync } from './unread.ts';
import './support.css';

/**
 * The count on the Mine tab: support replies waiting to be read (the user centre's
 * customer-service row shows it too). It keeps the count in step while the tab bar shows it.
 */
export default function SupportTabBadge() {
  const { t } = useLingui();
  const count = useSupportUnreadSync();
  if (count <= 0) return null;
  return (
    <span className="support-badge support-badge-tab" aria-label={t`Unread replies: ${count}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
