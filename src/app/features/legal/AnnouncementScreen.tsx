import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { LegalLinks } from './LegalLinks.tsx';
import './legal.css';

/** /mine/announcement: who the service is for, the countries it is not offered in, and the documents. */
export function AnnouncementScreen() {
  return (
    <div className="page legal">
      <PageHeader title={<Trans>Announcement</Trans>} />
      <article className="legal-doc announcement">
        <h1>
          <Trans>Service availability</Trans>
        </h1>
        <p>
          <Trans>
            Lotwise offers margin trading in contracts for difference on currencies, metals, energy, indices and crypto-assets to adults who may lawfully use such a service where they live.
          </Trans>
        </p>
        <p className="announcement-key">
          <strong>
            <Trans>The service is not offered to residents of North Korea, Israel, China, Vanuatu and Cuba.</Trans>
          </strong>
        </p>
        <p>
          <Trans>
            If you live in one of these countries or regions, please do not register or trade. Accounts found to belong to their residents are closed and their balance returned to the account it came
            from.
          </Trans>
        </p>
        <h2>
          <Trans>Trading involves risk</Trans>
        </h2>
        <p>
          <Trans>Leveraged trading can lose more quickly than you expect, up to all the money in your account. Please read the risk disclosure before you trade.</Trans>
        </p>
      </article>
      <div className="user">
        <LegalLinks />
      </div>
    </div>
  );
}
