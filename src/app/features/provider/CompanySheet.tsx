import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';
import type { ProviderCompany } from './queries.ts';

const webAddress = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

// Names and addresses are as the company writes them (often Latin script): <bdi> keeps their
// punctuation in place on a right-to-left page, while the block stays aligned with the page.
function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="company-detail">
      <dt>{label}</dt>
      <dd>
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}

/** A provider's details (SPEC.md section 1) and the button that enters the site through it. */
export function CompanySheet({ company, onClose, onEnter }: { company: ProviderCompany | null; onClose: () => void; onEnter: (company: ProviderCompany) => void }) {
  const { t } = useLingui();
  const website = company && webAddress(company.url);
  return (
    <BottomSheet open={company !== null} onClose={onClose} title={t`Provider`}>
      {company && (
        <div className="company-sheet">
          <div className="company-sheet-head">
            <CompanyLogo company={company} size={56} />
            <strong>
              <bdi>{company.name}</bdi>
            </strong>
          </div>
          <dl className="company-details">
            <Detail label={<Trans>Main company</Trans>}>{company.subject}</Detail>
            <Detail label={<Trans>Contact email</Trans>}>
              <a href={`mailto:${company.email}`} dir="ltr">
                {company.email}
              </a>
            </Detail>
            <Detail label={<Trans>Office address</Trans>}>{company.location}</Detail>
            <Detail label={<Trans>Registered address</Trans>}>{company.registered_address}</Detail>
            {website && (
              <Detail label={<Trans>Website</Trans>}>
                <a href={website} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {website.replace(/^https?:\/\//i, '')}
                </a>
              </Detail>
            )}
          </dl>
          <button type="button" className="btn company-enter" onClick={() => onEnter(company)}>
            <Trans>Enter</Trans>
          </button>
        </div>
      )}
    </BottomSheet>
  );
}
