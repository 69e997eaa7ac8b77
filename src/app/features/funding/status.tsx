import { Trans } from '@lingui/react/macro';

/** quick_ist status: 0 unchecked (read by the person as "Pending review"), 1 finished, 2 rejected (remark says why), 3 invalid. */
const NAMES = ['unchecked', 'finished', 'rejected', 'invalid'] as const;

export function ChargeStatus({ status }: { status: number }) {
  const name = NAMES[status] ?? 'unchecked';
  return (
    <span className="money-status" data-status={name}>
      {name === 'unchecked' ? <Trans>Pending review</Trans> : name === 'finished' ? <Trans>Finished</Trans> : name === 'rejected' ? <Trans>Rejected</Trans> : <Trans>Invalid</Trans>}
    </span>
  );
}
