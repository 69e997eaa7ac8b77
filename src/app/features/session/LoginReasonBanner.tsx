import { Trans } from '@lingui/react/macro';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import type { LoginReason } from './login-reason.ts';
import './login-reason.css';

/** Tells a guest sent to log in why: e.g. they tapped Buy or Sell on /trade. */
export function LoginReasonBanner({ reason }: { reason?: LoginReason }) {
  if (reason !== 'order') return null;
  return (
    <div className="login-reason" role="status">
      <Icon path={screenIcons.lock} size={20} />
      <p>
        <strong>
          <Trans>Log in to place orders</Trans>
        </strong>
        <span>
          <Trans>Buying and selling need an account. Log in, register, or try the demo account with virtual money.</Trans>
        </span>
      </p>
    </div>
  );
}
