import { CodePurpose } from '../code-address.ts';
import type { FieldBinding } from '../use-form.ts';
import type { TargetFields } from '../validation.ts';
import { AreaPicker } from './AreaPicker.tsx';
import { EmailField, PhoneField } from './AddressInputs.tsx';
import type { CodeChannel } from './use-code-channel.ts';

/** What AddressFields reads from an account form. */
export interface AddressForm {
  field(name: 'email' | 'phone'): FieldBinding;
  error(name: TargetFields): string | undefined;
}

/**
 * Where a code goes: the email address, or the country or region and the phone number. A new
 * account also names its country of residence with an email address: the server refuses the
 * countries the service is not offered in (SPEC.md section 1), so it is asked, without the
 * dialing code an email does not use.
 */
export function AddressFields({ via, form, purpose }: { via: CodeChannel; form: AddressForm; purpose: CodePurpose }) {
  const forNewAccount = purpose === CodePurpose.REGISTER;
  const byEmail = via.channel === 'email';
  return (
    <>
      {(forNewAccount || !byEmail) && <AreaPicker areas={via.areas} onChange={via.pickArea} error={form.error('area')} residence={byEmail} />}
      {byEmail ? (
        <EmailField key="email" {...form.field('email')} forNewAccount={forNewAccount} />
      ) : (
        <PhoneField key="phone" {...form.field('phone')} forNewAccount={forNewAccount} dialingCode={via.area?.global_code} />
      )}
    </>
  );
}
