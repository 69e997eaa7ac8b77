// Shared screen states: empty ('no data'), not available yet, error with retry, skeleton.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Icon, type IconPath } from './icons.tsx';
import * as shellIcons from './shell-icons.ts';
import './states.css';

export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <div className="state state-compact">
      <div className="state-icon">
        <Icon path={shellIcons.inbox} />
      </div>
      <p>{children ?? <Trans>No data</Trans>}</p>
    </div>
  );
}

/** A failure with a way out: the message and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state" role="alert">
      <div className="state-icon">
        <Icon path={shellIcons.alert} />
      </div>
      <h2>
        <Trans>Something went wrong</Trans>
      </h2>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          <Icon path={shellIcons.refresh} size={20} />
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}

/** The honest page of a screen a later release builds: what it is, that it is not here yet, a way home. */
export function NotAvailableState({ icon = shellIcons.build, home = true }: { icon?: IconPath; home?: boolean }) {
  return (
    <div className="state">
      <div className="state-icon">
        <Icon path={icon} />
      </div>
      <h2>
        <Trans>Not available yet</Trans>
      </h2>
      <p>
        <Trans>This part of Lotwise is still being built and arrives in a coming update.</Trans>
      </p>
      {home && (
        <Link to="/" className="btn">
          <Trans>Back to quotes</Trans>
        </Link>
      )}
    </div>
  );
}

export function Skeleton({ width, height = 14, radius }: { width?: number | string; height?: number; radius?: number }) {
  return <span className="skeleton" style={{ inlineSize: width, blockSize: height, borderRadius: radius }} aria-hidden="true" />;
}

export function Spinner({ label }: { label: string }) {
  return <span className="spinner" role="progressbar" aria-label={label} />;
}
