import type { core } from 'zod/mini';
import { fieldLabels } from '../i18n/fields.ts';
import { m } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';

/** Turns the first problem of a failed parse into a message naming the field as a person calls it. */
export function describeIssue(error: core.$ZodError, raw: Record<string, unknown>, t: Translate): string {
  const issue = error.issues[0];
  const name = issue?.path.map(String).join('.') || 'input';
  const label = fieldLabels[name];
  const field = label ? t(label) : name;
  // zod 4 issues do not carry the input, so 'missing' is read from what was sent.
  const sent = issue?.path.length ? raw[String(issue.path[0])] : raw;
  const missing = sent === undefined || sent === '';
  return t(missing ? m.fieldMissing : m.fieldInvalid, { field });
}
