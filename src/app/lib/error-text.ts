// One function turns any thrown value into text in the current language (STYLE.md 8): a
// business error shows the server's msg (already in the request's language); everything else
// gets a translated sentence with the technical code, so support can tell cases apart.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, TransportError, isChunkLoadError } from './errors.ts';

export function errorText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) return error.message || i18n._(msg`The request was refused (code ${error.code}).`);
  if (error instanceof TransportError) {
    const code = String(error.code);
    if (error.code === 'NETWORK') return i18n._(msg`No connection to the server. Check your network and try again (${code}).`);
    if (error.code === 'TIMEOUT') return i18n._(msg`The server took too long to answer. Please try again (${code}).`);
    if (error.code === 'BAD_REPLY') return i18n._(msg`The server sent an answer the app cannot read (${code}).`);
    return i18n._(msg`The server could not handle the request (error ${code}).`);
  }
  if (isChunkLoadError(error)) return i18n._(msg`This page could not be loaded. Check your connection and try again.`);
  return i18n._(msg`Something went wrong. Please try again.`);
}
