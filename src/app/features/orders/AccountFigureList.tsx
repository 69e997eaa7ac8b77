import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useAccountFigures } from './account-figures.ts';

function Figure({ label, testId, children, marginCall }: { label: ReactNode; testId: string; children: ReactNode; marginCall?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId} data-margin-call={marginCall || undefined}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The account's figures as /order's totals and /trade's desktop panel show them: balance, equity,
 * margin, free margin, margin level (equity ÷ used margin) and, where there is room, the level at
 * which positions are stopped out.
 */
export function AccountFigureList({ className, stopOut = false }: { className?: string; stopOut?: boolean }) {
  const figures = useAccountFigures();
  return (
    <dl className={className}>
      <Figure label={<Trans>Balance</Trans>} testId="balance">
        {figures.balance}
      </Figure>
      <Figure label={<Trans>Equity</Trans>} testId="equity">
        {figures.equity}
      </Figure>
      <Figure label={<Trans>Margin</Trans>} testId="margin">
        {figures.margin}
      </Figure>
      <Figure label={<Trans>Free margin</Trans>} testId="free-margin">
        {figures.free}
      </Figure>
      <Figure label={<Trans>Margin level</Trans>} testId="margin-level" marginCall={figures.marginCall}>
        {figures.level}
      </Figure>
      {stopOut && (
        <Figure label={<Trans>Stop-out level</Trans>} testId="stop-out-level">
          {figures.stopOut}
        </Figure>
      )}
    </dl>
  );
}
