import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../../ui/icons.tsx';
import * as shellIcons from '../../../ui/shell-icons.ts';
import { Skeleton } from '../../../ui/states.tsx';
import type { CaptchaState } from '../captcha.ts';
import { TextField } from './TextField.tsx';

/** The typed answer beside the picture; tapping the picture brings a new one. */
export function CaptchaField({ state, onReload, value, onValue, error }: { state: CaptchaState; onReload: () => void; value: string; onValue: (value: string) => void; error?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={<Trans>Image code</Trans>}
      value={value}
      onValue={(text) => onValue(text.toUpperCase())}
      error={error}
      placeholder={t`Characters in the picture`}
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      maxLength={8}
      end={
        <button type="button" className="captcha" onClick={onReload} aria-label={t`Show another picture`} disabled={state === 'loading'}>
          {state === 'loading' ? (
            <Skeleton width={104} height={40} />
          ) : state === 'failed' ? (
            <span className="captcha-failed">
              <Icon path={shellIcons.refresh} size={18} />
              <Trans>Reload</Trans>
            </span>
          ) : (
            <img src={state.image} alt={t`Image code`} width={104} height={43} />
          )}
        </button>
      }
    />
  );
}
