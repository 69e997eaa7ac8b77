import { useLingui } from '@lingui/react/macro';
import { CodePurpose, type CodeAddress } from '../code-address.ts';
import type { FieldBinding } from '../use-form.ts';
import type { TargetFields } from '../validation.ts';
import { AddressFields, type AddressForm } from './AddressFields.tsx';
import { ChannelTabs } from './ChannelTabs.tsx';
import { CodeField } from './CodeField.tsx';
import type { CodeChannel } from './use-code-channel.ts';

/** What AddressCodeFields reads from and does to an account form. */
interface CodeAddressForm extends AddressForm {
  values: { email: string; phone: string };
  field(name: 'email' | 'phone' | 'code'): FieldBinding;
  set(name: 'code', value: string): void;
  quiet(): void;
  checkFields(fields: readonly TargetFields[]): boolean;
}

/**
 * The part register and forgot password share: email or mobile, the address, and the code sent
 * to it. Switching the channel drops the code and the shown prompts: they were about the other
 * address. The address is checked before a code is sent.
 */
export function AddressCodeFields({ via, form, purpose }: { via: CodeChannel; form: CodeAddressForm; purpose: CodePurpose }) {
  const { t } = useLingui();
  const address: CodeAddress = { channel: via.channel, area: via.area, email: form.values.email, phone: form.values.phone };
  // A phone number needs its dialing code; a registration asks the country of residence too.
  const needsArea = via.channel === 'mobile' || purpose === CodePurpose.REGISTER;
  return (
    <>
      <ChannelTabs
        value={via.channel}
        label={purpose === CodePurpose.REGISTER ? t`Register with` : t`Reset with`}
        onChange={(next) => {
          via.setChannel(next);
          form.set('code', '');
          form.quiet();
        }}
      />
      <AddressFields via={via} form={form} purpose={purpose} />
      <CodeField
        form={form}
        purpose={purpose}
        address={address}
        ready={() => form.checkFields(['area', 'email', 'phone'])}
        // The country list is still loading: a code cannot go yet, and a tap would only be told
        // to choose a country whose field is still a placeholder (then send nothing).
        waiting={needsArea && via.areas.areas === null && !via.areas.failed}
      />
    </>
  );
}
