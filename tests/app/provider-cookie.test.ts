import { describe, expect, it } from 'vitest';
import { COMPANY_COOKIE_MAX_AGE, companyCookie, companyIdIn } from '../../src/app/features/provider/company-cookie.ts';

describe('the provider cookie', () => {
  it('asks for 3 years on the whole site, Lax, and Secure only over https', () => {
    expect(COMPANY_COOKIE_MAX_AGE).toBe(94_608_000);
    expect(companyCookie(7, false)).toBe('company_id=7; Max-Age=94608000; Path=/; SameSite=Lax');
    expect(companyCookie(7, true)).toBe('company_id=7; Max-Age=94608000; Path=/; SameSite=Lax; Secure');
  });

  it('reads the remembered id back from the cookie header, and only that cookie', () => {
    expect(companyIdIn('a=1; company_id=42; b=2')).toBe(42);
    expect(companyIdIn('company_id=5')).toBe(5);
    expect(companyIdIn('my_company_id=9; other=1')).toBeNull();
    expect(companyIdIn('')).toBeNull();
  });
});
