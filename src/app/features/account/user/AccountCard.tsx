import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '../../../../contract/account.ts';
import { useAtom, useAtomValue } from '../../../state/store.ts';
import { Icon } from '../../../ui/icons.tsx';
import * as screenIcons from '../../../ui/screen-icons.ts';
import * as shellIcons from '../../../ui/shell-icons.ts';
import { Skeleton } from '../../../ui/states.tsx';
import { formatDecimal } from '../../market/format.ts';
import { balanceAtom, balanceHiddenAtom, refreshBalance } from '../balance.ts';

/** Shown as 100 when not above 0 (SPEC.md section 3). */
export const creditScore = (user: User) => (user.credit_score > 0 ? user.credit_score : 100);

/** The card: account or 'demo account', uid, credit score, the balance behind an eye, deposit and withdraw. */
export function AccountCard({ user }: { user: User }) {
  const { t } = useLingui();
  const demo = user.is_demo === 1;
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);

  return (
    <section className="user-card" aria-label={t`Your account`}>
      <div className="user-id">
        <div className="user-avatar" aria-hidden="true">
          <Icon path={shellIcons.user} />
        </div>
        <div className="user-names">
          <p className="user-account">
            {demo ? (
              <span className="user-badge">
                <Trans>Demo account</Trans>
              </span>
            ) : (
              <bdi>{user.email}</bdi>
            )}
          </p>
          <p className="user-meta">
            {/* One left-to-right run, so Arabic shows "UID 12345678" and not the number first. */}
            <bdi dir="ltr">
              UID <span className="num">{user.uid}</span>
            </bdi>
            <span>
              <Trans>Credit score</Trans> <bdi className="num">{creditScore(user)}</bdi>
            </span>
          </p>
        </div>
      </div>

      <div className="user-balance">
        <div className="user-balance-label">
          <span>
            <Trans>Balance (USD)</Trans>
          </span>
          <button type="button" className="user-eye" aria-pressed={hidden} aria-label={hidden ? t`Show balance` : t`Hide balance`} onClick={() => setHidden(!hidden)}>
            <Icon path={hidden ? screenIcons.eyeOff : screenIcons.eye} size={20} />
          </button>
        </div>
        <BalanceValue hidden={hidden} />
        <Link to="/mine/history" className="user-detail-link">
          <Trans>Account detail</Trans>
          <Icon path={screenIcons.forward} size={16} className="flip-rtl" />
        </Link>
      </div>

      <div className="user-actions">
        <Link to="/mine/charge" className="btn user-action">
          <Icon path={shellIcons.arrowDown} size={20} />
          <Trans>Deposit</Trans>
        </Link>
        <Link to="/mine/withdraw" className="btn user-action user-action-2">
          <Icon path={shellIcons.arrowUp} size={20} />
          <Trans>Withdraw</Trans>
        </Link>
      </div>
    </section>
  );
}

/** The balance, or stars while hidden, a retry when it could not be read, a skeleton while it loads. */
function BalanceValue({ hidden }: { hidden: boolean }) {
  const { balance, failed } = useAtomValue(balanceAtom);
  return (
    <p className="user-balance-value num">
      {hidden ? (
        <>
          <span aria-hidden="true">******</span>
          <span className="visually-hidden">
            <Trans>Hidden</Trans>
          </span>
        </>
      ) : balance !== null ? (
        <bdi>{formatDecimal(balance, 2)}</bdi>
      ) : failed ? (
        <button type="button" className="user-retry" onClick={() => void refreshBalance()}>
          <span>--</span>
          <Icon path={shellIcons.refresh} size={18} />
          <span className="visually-hidden">
            <Trans>Try again</Trans>
          </span>
        </button>
      ) : (
        <Skeleton width={150} height={30} />
      )}
    </p>
  );
}
