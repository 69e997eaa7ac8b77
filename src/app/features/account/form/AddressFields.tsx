import { Trans, useLingui } from '@lingui/react/macro';
import type { AreaCode } from '../../../../contract/site.ts';
import type { PromptField } from '../prompts.ts';
import type { Channel, Problem, Problems, TargetFields } from '../validation.ts';
import { AreaPicker } from './AreaPicker.tsx';
import { TextField } from './TextField.tsx';

/** What AddressFields reads from an account form: its email and phone values and their problems. */
interface AddressForm {
  values: { email: string; phone: string };
  set(field: 'email' | 'phone', value: string): void;
  problems: Problems<TargetFields | string>;
}

/**
 * The props every form with an address passes alike (register, forgot password): the form's
 * email and phone, the area list of useAreas and the chosen area, and the prompts.
 */
export function bindAddressFields(
  form: AddressForm,
  areas: { areas: readonly AreaCode[] | null; failed: boolean; retry: () => void; chosen: AreaCode | undefined },
  onArea: (area: AreaCode) => void,
  channel: Channel,
  prompt: (field: PromptField, problem: Problem | undefined) => string | undefined,
) {
  return {
    channel,
    areas: areas.areas,
    areasFailed: areas.failed,
    onRetryAreas: areas.retry,
    area: areas.chosen,
    onArea,
    email: form.values.email,
    onEmail: (value: string) => form.set('email', value),
    phone: form.values.phone,
    onPhone: (value: string) => form.set('phone', value),
    problems: form.problems,
    prompt,
  };
}

/** Where a code goes: the email address, or the country or region and the phone number. */
export function AddressFields({
  channel,
  areas,
  areasFailed,
  onRetryAreas,
  area,
  onArea,
  areaAlways = false,
  email,
  onEmail,
  phone,
  onPhone,
  problems,
  prompt,
  forNewAccount = false,
}: {
  channel: Channel;
  areas: readonly AreaCode[] | null;
  areasFailed: boolean;
  onRetryAreas: () => void;
  area: AreaCode | undefined;
  onArea: (area: AreaCode) => void;
  /** Registration asks for the country or region with an email address too. */
  areaAlways?: boolean;
  email: string;
  onEmail: (value: string) => void;
  phone: string;
  onPhone: (value: string) => void;
  problems: Problems<TargetFields | string>;
  prompt: (field: PromptField, problem: Problem | undefined) => string | undefined;
  forNewAccount?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      {(areaAlways || channel === 'mobile') && (
        <AreaPicker
          areas={areas}
          failed={areasFailed}
          onRetry={onRetryAreas}
          value={area}
          onChange={onArea}
          error={prompt('area', problems.area)}
        />
      )}
      {channel === 'email' ? (
        <TextField
          key="email"
          label={<Trans>Email address</Trans>}
          value={email}
          onValue={onEmail}
          error={prompt('email', problems.email)}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete={forNewAccount ? 'email' : 'username email'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@example.com"
        />
      ) : (
        <TextField
          key="phone"
          label={<Trans>Phone number</Trans>}
          value={phone}
          onValue={onPhone}
          error={prompt('phone', problems.phone)}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete={forNewAccount ? 'tel-national' : 'username tel-national'}
          placeholder={t`Phone number without country code`}
          start={area && <span className="field-prefix num">+{area.global_code}</span>}
        />
      )}
    </>
  );
}
