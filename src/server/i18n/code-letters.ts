import type { CodeLetters } from '../auth/send-code.ts';
import { m } from './messages.ts';
import type { Translate } from './translate.ts';

/** The code emails and SMS in one language (the request's). */
export function codeLetters(t: Translate): CodeLetters {
  return {
    code: (code) => ({ subject: t(m.mailCodeSubject), text: t(m.mailCodeText, { code }) }),
    accountExists: () => ({ subject: t(m.mailExistsSubject), text: t(m.mailExistsText) }),
  };
}
