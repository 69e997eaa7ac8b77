import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { Company as CompanyShape } from '../../../contract/site.ts';
import type { Db } from '../../db/connect.ts';

/** A provider company as the search answers it: the contract's shape (SPEC.md section 3). */
export type Company = z.output<typeof CompanyShape>;

/** The fields the operator writes; every one is checked by `checkCompanyFields`. */
export type CompanyFields = Omit<Company, 'id'>;

/** At most this many companies answer one search: a short list a phone can show. */
export const COMPANY_SEARCH_LIMIT = 20;

const COLUMNS = ['id', 'name', 'subject', 'logo', 'url', 'registered_address', 'location', 'email'] as const;

/** What is wrong with one field, or null. Operator tools are English. */
export function companyFieldProblem(name: keyof CompanyFields, value: string): string | null {
  const v = value.trim();
  switch (name) {
    case 'logo':
      if (v === '' || /^\/[\w./-]+$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v)) return null;
      return 'logo must be empty, a path under public/ like /companies/x.svg, or an https address';
    case 'url':
      return /^https?:\/\/[^\s"'<>]+\.[^\s"'<>]+$/.test(v) && v.length <= 300 ? null : 'url must be an http or https address';
    case 'email':
      return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v) && v.length <= 200 ? null : 'email must be an email address';
    default:
      return v.length >= 2 && v.length <= 300 ? null : `${name} must be 2 to 300 characters`;
  }
}

/** `%`, `_` and `\` typed by a person match themselves, not any text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toCompany = (row: Record<(typeof COLUMNS)[number], unknown>): Company => ({
  id: Number(row.id),
  name: String(row.name),
  subject: String(row.subject),
  logo: String(row.logo),
  url: String(row.url),
  registered_address: String(row.registered_address),
  location: String(row.location),
  email: String(row.email),
});

/**
 * The provider companies (provider mode): the public search by name, and the operator's list and
 * changes. Companies are disabled, never deleted, so an id a browser remembers keeps its meaning.
 */
export function createCompanies(db: Db) {
  return {
    /** Enabled companies whose name holds `name` (any case), by name, at most COMPANY_SEARCH_LIMIT; all of them (bounded) for an empty name. */
    async search(name: string): Promise<Company[]> {
      const text = name.trim();
      let query = db.selectFrom('companies').select(COLUMNS).where('enabled', '=', 1n);
      if (text) query = query.where(sql<boolean>`lower(${sql.ref('name')}) like ${likePattern(text)} escape '\\'`);
      const rows = await query.orderBy('name').orderBy('id').limit(COMPANY_SEARCH_LIMIT).execute();
      return rows.map(toCompany);
    },

    /** Every company with its enabled flag, for the operator. */
    async list(): Promise<(Company & { enabled: number })[]> {
      const rows = await db.selectFrom('companies').select([...COLUMNS, 'enabled']).orderBy('id').execute();
      return rows.map((r) => ({ ...toCompany(r), enabled: Number(r.enabled) }));
    },
  };
}
export type Companies = ReturnType<typeof createCompanies>;
