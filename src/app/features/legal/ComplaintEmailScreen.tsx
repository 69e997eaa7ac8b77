import { Trans } from '@lingui/react/macro';
import { useBasicInfoQuery } from '../site/queries.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { Skeleton } from '../../ui/states.tsx';
import { useCopy } from '../../ui/use-copy.ts';
import './legal.css';

/** /mine/email: the complaint email of the site settings, to write to or copy. */
export function ComplaintEmailScreen() {
  const email = useBasicInfoQuery().data?.complaint_email;
  const copy = useCopy();
  return (
    <div className="page legal">
      <PageHeader title={<Trans>Complaint email</Trans>} />
      <div className="legal-doc complaint">
        <p>
          <Trans>If something went wrong with your account, an order, a deposit or a withdrawal, write to us. Please include your UID and what happened; we answer within two working days.</Trans>
        </p>
        <div className="complaint-email">
          <Icon path={screenIcons.mail} />
          {email ? (
            <a href={`mailto:${email}`} className="complaint-address">
              {email}
            </a>
          ) : (
            <Skeleton width="60%" height={18} />
          )}
          <button type="button" className="btn btn-ghost complaint-copy" onClick={() => void (email && copy(email))} disabled={!email}>
            <Icon path={screenIcons.copy} size={18} />
            <Trans>Copy</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
