import type { ProviderCompany } from './queries.ts';

/** Only a path of this site or an https picture is loaded; anything else gets the drawn initial. */
const safeLogo = (logo: string) => (/^\/[\w./-]+$/.test(logo) || /^https:\/\/[^\s"'<>]+$/.test(logo) ? logo : null);

/** The company's logo, or its initial on a tinted disc when it has none. */
export function CompanyLogo({ company, size = 40 }: { company: ProviderCompany; size?: number }) {
  const src = safeLogo(company.logo);
  if (src) return <img className="company-logo" src={src} alt="" width={size} height={size} loading="lazy" />;
  const initial = Array.from(company.name.trim())[0]?.toUpperCase() ?? '?';
  // The tint follows the id, so a company keeps its colour between visits.
  return (
    <span className="company-logo company-logo-initial" data-tint={company.id % 6} style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
      {initial}
    </span>
  );
}
