// SPEC.md section 1: the company chosen in provider mode is remembered in a cookie for 3 years,
// so the server (and the next visit) knows which provider this browser entered through.

export const COMPANY_COOKIE = 'company_id';
/** Three years of 365 days, in seconds. */
export const COMPANY_COOKIE_MAX_AGE = 3 * 365 * 24 * 60 * 60;

/** The Set-Cookie text for `id`: whole site, sent on top-level navigations, Secure over https. */
export function companyCookie(id: number, secure: boolean): string {
  return `${COMPANY_COOKIE}=${id}; Max-Age=${COMPANY_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function rememberCompany(id: number): void {
  document.cookie = companyCookie(id, window.location.protocol === 'https:');
}

/** The remembered company id in a cookie header text, or null. */
export function companyIdIn(cookies: string): number | null {
  const match = new RegExp(`(?:^|;\\s*)${COMPANY_COOKIE}=(\\d+)(?:;|$)`).exec(cookies);
  return match ? Number(match[1]) : null;
}

export const rememberedCompany = (): number | null => companyIdIn(document.cookie);
