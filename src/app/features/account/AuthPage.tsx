import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader.tsx';
import './account.css';

/** The frame of the account forms: the page title, a short introduction, then the form. */
export function AuthPage({ title, heading, intro, children }: { title: ReactNode; heading?: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="auth">
        <div className="auth-intro">
          {heading && <h2>{heading}</h2>}
          <p>{intro}</p>
        </div>
        {children}
      </div>
    </div>
  );
}

/** 'Already have an account? Log in' under a form, keeping where the person was going. */
export function LogInInstead({ question, from }: { question: ReactNode; from?: string }) {
  return (
    <p className="auth-switch">
      {question}
      <Link to="/login" search={{ from }} className="auth-link">
        <Trans>Log in</Trans>
      </Link>
    </p>
  );
}
