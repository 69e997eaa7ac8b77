import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { languageAtom } from '../../state/language.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { useBasicInfoQuery } from '../site/queries.ts';
import { ServiceLinkDialog } from './ServiceLinkDialog.tsx';
import { APP_VERSION, externalServiceUrl, platformName, serviceMode } from './service-link.ts';
import { useSupportUnread } from './unread-count.ts';
import './support.css';

/**
 * The user centre's customer-service row, by the site's service_link_type: 2 opens a dialog with
 * the link to copy, 3 opens the link in a new tab with who is asking (uid, language, platform,
 * app version), anything else goes to the support chat, with the unread replies as a badge.
 */
export function CustomerServiceRow({ className, children, end }: { className: string; children: ReactNode; end: ReactNode }) {
  const { t } = useLingui();
  const basic = useBasicInfoQuery();
  const info = basic.data;
  const lang = useAtomValue(languageAtom);
  const uid = useAtomValue(sessionAtom)?.user.uid ?? '';
  const count = useSupportUnread();
  const [open, setOpen] = useState(false);
  const link = info?.service_link ?? '';
  const mode = serviceMode(info?.service_link_type, link);

  // Until the settings are known the row cannot tell where it leads (a tap would open the wrong
  // one); when they cannot be read, the chat is always there.
  if (info === undefined && basic.isPending) {
    return (
      <button type="button" className={className} aria-disabled="true" aria-busy="true" data-service-mode="loading">
        {children}
        {end}
      </button>
    );
  }
  if (mode === 'dialog') {
    return (
      <>
        <button type="button" className={className} onClick={() => setOpen(true)} data-service-mode="dialog">
          {children}
          {end}
        </button>
        <ServiceLinkDialog open={open} link={link} onClose={() => setOpen(false)} />
      </>
    );
  }
  const external = mode === 'external' ? externalServiceUrl(link, { uid, language: lang, platform: platformName(), version: APP_VERSION }) : null;
  if (external) {
    return (
      <a href={external} target="_blank" rel="noopener noreferrer" className={className} data-service-mode="external" aria-description={t`Opens in a new tab`}>
        {children}
        {end}
      </a>
    );
  }
  return (
    <Link to="/mine/chat" className={className} data-service-mode="chat">
      {children}
      {count > 0 && (
        <span className="support-badge" aria-label={t`Unread replies: ${count}`}>
          {count > 99 ? '99+' : count}
        </span>
      )}
      {end}
    </Link>
  );
}
