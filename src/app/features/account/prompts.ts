// The inline prompt of every field and problem (SPEC.md section 5), as message descriptors:
// they are translated when shown, in the language of that moment (STYLE.md 6).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Channel, Problem } from './validation.ts';

export type PromptField = 'account' | 'area' | 'email' | 'phone' | 'code' | 'password' | 'rePassword' | 'captcha';

const EMAIL: Partial<Record<Problem, MessageDescriptor>> = {
  required: msg`Please enter your email address`,
  invalid: msg`Please enter a valid email address`,
};
const PHONE: Partial<Record<Problem, MessageDescriptor>> = {
  required: msg`Please enter your phone number`,
  invalid: msg`Please enter a valid phone number`,
};

const PROMPTS: Record<Exclude<PromptField, 'account'>, Partial<Record<Problem, MessageDescriptor>>> = {
  area: {
    required: msg`Please choose your country or region`,
    region: msg`Our service is not available in this country or region.`,
  },
  email: EMAIL,
  phone: PHONE,
  code: {
    required: msg`Please enter the verification code`,
    invalid: msg`The verification code has 6 digits`,
  },
  password: {
    required: msg`Please enter your password`,
    weak: msg`Use 8 to 64 characters with at least one letter and one digit`,
  },
  rePassword: {
    required: msg`Please enter the password again`,
    mismatch: msg`The two passwords do not match`,
  },
  captcha: { required: msg`Please enter the characters in the picture` },
};

/** Returns `prompt(field, problem)`: the text shown under a field, in the current language. */
export function usePrompt(channel: Channel = 'email') {
  const { i18n } = useLingui();
  return (field: PromptField, problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    const table = field === 'account' ? (channel === 'email' ? EMAIL : PHONE) : PROMPTS[field];
    const descriptor = table[problem] ?? table.required;
    return descriptor ? i18n._(descriptor) : undefined;
  };
}
