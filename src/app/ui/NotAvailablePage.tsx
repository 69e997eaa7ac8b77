import type { ReactNode } from 'react';
import { NotAvailableState } from './states.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { IconPath } from './icons.tsx';

/** A full page for a screen not built yet: its real title, then the honest notice. */
export function NotAvailablePage({ title, icon, back = true }: { title: ReactNode; icon?: IconPath; back?: boolean }) {
  return (
    <div className="page">
      <PageHeader title={title} back={back} />
      <NotAvailableState icon={icon} />
    </div>
  );
}
