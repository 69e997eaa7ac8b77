import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { isDemoAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** Real-account screens: a demo user sees why they cannot use it and a way to a real account. */
export function RealAccountOnly({ title, children }: { title: ReactNode; children: ReactNode }) {
  const isDemo = useAtomValue(isDemoAtom);
  if (!isDemo) return children;
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="state">
        <div className="state-icon">
          <Icon name="lock" />
        </div>
        <p>
          <Trans>Please register or log in to a real account</Trans>
        </p>
        <Link to="/register" className="btn">
          <Trans>Register</Trans>
        </Link>
      </div>
    </div>
  );
}
