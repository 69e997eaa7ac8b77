// What the router shows while a route's code loads, when a route fails, and for unknown paths.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../lib/error-text.ts';
import { ErrorState, Spinner } from './states.tsx';
import { Icon } from './icons.tsx';
import * as shellIcons from './shell-icons.ts';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  return (
    <div className="page">
      <ErrorState
        message={errorText(error, i18n)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}

export function RoutePending() {
  const { t } = useLingui();
  return (
    <div className="state">
      <Spinner label={t`Loading`} />
    </div>
  );
}

export function NotFound() {
  return (
    <div className="page">
      <div className="state">
        <div className="state-icon">
          <Icon path={shellIcons.alert} />
        </div>
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>This address does not lead to a page of Lotwise.</Trans>
        </p>
        <Link to="/" className="btn">
          <Trans>Back to quotes</Trans>
        </Link>
      </div>
    </div>
  );
}
