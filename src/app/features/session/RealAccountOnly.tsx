import type { ReactNode } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { isDemoAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import './session.css';

/**
 * Real-account screens: a demo user sees why they cannot use it and the ways to a real account
 * (register, or log in to one), both returning to this page.
 */
export function RealAccountOnly({ title, children }: { title: ReactNode; children: ReactNode }) {
  const isDemo = useAtomValue(isDemoAtom);
  const from = useLocation({ select: (location) => location.href });
  if (!isDemo) return children;
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="state">
        <div className="state-icon">
          <Icon path={screenIcons.lock} />
        </div>
        <p>
          <Trans>Please register or log in to a real account</Trans>
        </p>
        <div className="real-only-actions">
          <Link to="/register" search={{ from }} className="btn">
            <Trans>Register</Trans>
          </Link>
          <Link to="/login" search={{ from }} className="btn btn-ghost">
            <Trans>Log in</Trans>
          </Link>
        </div>
      </div>
    </div>
  );
}
