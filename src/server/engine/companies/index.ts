import { companyRepository as repo, type CompanyRow } from '../../db/company-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';

/**
 * A provider company (SPEC.md section 3): its row, the id as a number and without the operator's
 * `enabled` flag. http/site.ts sends it as the contract's Company.
 */
export type Company = Omit<CompanyRow, 'id' | 'enabled'> & { id: number };

/** The fields the operator writes; every one is checked by `checkCompanyFields`. */
export type CompanyFields = Omit<Company, 'id'>;

/** At most this many companies answer one search: a short list a phone can show. */
export const COMPANY_SEARCH_LIMIT = 20;

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

const toCompany = (row: CompanyRow): Company => ({
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
export function createCompanies(db: Executor) {
  return {
    /** Enabled companies whose name holds `name` (any case), by name, at most COMPANY_SEARCH_LIMIT; all of them (bounded) for an empty name. */
    async search(name: string): Promise<Company[]> {
      const rows = await repo.search(db, name.trim(), COMPANY_SEARCH_LIMIT);
      return rows.map(toCompany);
    },

    /** Every company with its enabled flag, for the operator. */
    async list(): Promise<(Company & { enabled: number })[]> {
      const rows = await repo.all(db);
      return rows.map((r) => ({ ...toCompany(r), enabled: Number(r.enabled) }));
    },
  };
}
export type Companies = ReturnType<typeof createCompanies>;
