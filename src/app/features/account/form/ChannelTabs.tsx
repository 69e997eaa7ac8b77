import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useMobileOffered } from '../mobile-setting.ts';
import type { Channel } from '../validation.ts';

/**
 * Email or mobile phone (the login type enum of SPEC.md section 1), as a two-way switch; not
 * shown when the site offers email only.
 */
export function ChannelTabs({ value, onChange, label }: { value: Channel; onChange: (channel: Channel) => void; label: string }) {
  const mobile = useMobileOffered();
  useEffect(() => {
    if (!mobile && value === 'mobile') onChange('email');
  }, [mobile, value, onChange]);
  if (!mobile) return null;
  return (
    <div className="acct-seg" role="group" aria-label={label}>
      <button type="button" aria-pressed={value === 'email'} onClick={() => onChange('email')}>
        <Trans>Email</Trans>
      </button>
      <button type="button" aria-pressed={value === 'mobile'} onClick={() => onChange('mobile')}>
        <Trans>Mobile</Trans>
      </button>
    </div>
  );
}
