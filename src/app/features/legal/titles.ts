import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LegalKind } from '../../../contract/content.ts';

/** The documents' names as links and menus show them (the server sends the same titles with the text). */
export const LEGAL_TITLES: Record<LegalKind, MessageDescriptor> = {
  terms: msg`Terms of service`,
  privacy: msg`Privacy policy`,
  risk: msg`Risk disclosure`,
};
