// Cache keys of provider mode (STYLE.md 3): one root, one factory per query.
export const PROVIDER_ROOT = 'provider';

export const providerKeys = {
  all: [PROVIDER_ROOT] as const,
  /** GET /api/company/getCompanyStatus: isMain turns /product into the provider search. */
  status: () => [PROVIDER_ROOT, 'status'] as const,
  /** GET /api/company/getCompany {name}: one entry per (trimmed) name typed. */
  search: (name: string) => [PROVIDER_ROOT, 'search', name] as const,
};
