// Content: news, legal documents, feedback, the copy-trader ranking.
// Paths, methods and parameter names exactly as SPEC.md section 7 has them; calls.ts joins
// every domain's table into the one table the server registers.
import { z } from 'zod/mini';
import { idInput, intIn } from '../decimal.ts';
import { CopyTrader, FEEDBACK_CONTACT_MAX, FEEDBACK_MAX, LEGAL_KINDS, LegalDocument, News, Paged } from '../content.ts';
import { get, form, done, page, optionalText, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';

export const contentCalls = lazyCalls(
  () =>
    ({
      newsList: get('/api/news/list', z.object({ category_id: z._default(intIn(0), 1), page }), Paged(News)),
      newsInfo: get('/api/news/info', z.object({ id: idInput }), News),
      /** Terms of service, privacy policy or risk disclosure, in the reader's language (not in SPEC.md; issue 10). */
      legalDocument: get('/api/legal/document', z.object({ kind: z.enum(LEGAL_KINDS) }), LegalDocument),
      /** A feedback message (not in SPEC.md, where /feedback is a placeholder; issue 10). Length checked by the server. */
      feedback: form('/api/feedback/submit', z.object({ content: z.string().check(z.trim(), z.maxLength(FEEDBACK_MAX * 2)), contact: optionalText(FEEDBACK_CONTACT_MAX) }), done),
      followList: get('/api/follow/list', z.object({ page }), Paged(CopyTrader)),
    }) satisfies Record<string, CallDef>,
);
