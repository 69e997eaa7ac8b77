// Which legal documents there are and their version, apart from content.ts's schemas: the
// /legal route's search check is on the start of every screen and needs only these.
/** The legal documents shown before registration and in the user centre. */
export const LEGAL_KINDS = ['terms', 'privacy', 'risk'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
/**
 * The version of the three documents, accepted together at registration (register's
 * accept_terms). A new wording gets a new version; acceptances keep the one they were given for.
 */
export const LEGAL_VERSION = '2026-11-23';
