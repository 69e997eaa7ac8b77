import type { ReactNode } from 'react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icons.tsx';
import * as screenIcons from './screen-icons.ts';

/** A sticky page title with an optional back button (history back, or home on a fresh tab) and actions at the end. */
export function PageHeader({ title, back = true, end }: { title: ReactNode; back?: boolean; end?: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <header className="page-header">
      {back && (
        <button type="button" className="icon-btn" aria-label={t`Back`} onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}>
          <Icon path={screenIcons.back} className="flip-rtl" />
        </button>
      )}
      <h1>{title}</h1>
      {end}
    </header>
  );
}
