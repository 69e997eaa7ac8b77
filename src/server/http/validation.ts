import type { core } from 'zod/mini';
import { m, type MessageDescriptor } from '../i18n/messages.ts';

/** Turns the first problem of a failed parse into a message naming the field. */
export function describeIssue(error: core.$ZodError): { descriptor: MessageDescriptor; values: Record<string, unknown> } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'input';
  const missing = issue?.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
  return { descriptor: missing ? m.fieldMissing : m.fieldInvalid, values: { field } };
}
