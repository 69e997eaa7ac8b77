import { useLingui } from '@lingui/react/macro';
import './support.css';

/** The count on the Mine tab: support replies waiting to be read. */
export function SupportTabBadge({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return null;
  return (
    <span className="support-badge support-badge-tab" aria-label={t`Unread replies: ${count}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
