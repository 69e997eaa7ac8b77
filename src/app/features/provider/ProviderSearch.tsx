import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { useAtomValue, useSetAtom } from '../../state/store.ts';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { Icon } from '../../ui/icons.tsx';
import * as shellIcons from '../../ui/shell-icons.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import { CompanySheet } from './CompanySheet.tsx';
import { rememberCompany, rememberedCompany } from './company-cookie.ts';
import { companySearchAtom, companySearchNameAtom, type ProviderCompany } from './queries.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import './provider.css';

/** Typing pauses this long before the server is asked. */
const SEARCH_PAUSE_MS = 300;
const SKELETON_ROWS = 5;

/**
 * The provider search of /product in provider mode (SPEC.md section 1): companies by name from the
 * server, a popup with one company's details, and "Enter", which remembers the company in a
 * cookie for 3 years and goes home.
 */
export function ProviderSearch() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const searched = useAtomValue(companySearchNameAtom);
  const [typed, setTyped] = useState(searched);
  const setSearched = useSetAtom(companySearchNameAtom);
  const settled = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  useEffect(() => setSearched(settled), [settled, setSearched]);
  const search = useAtomValue(companySearchAtom);
  const [open, setOpen] = useState<ProviderCompany | null>(null);
  const [entered, setEntered] = useState(rememberedCompany);

  const enter = (company: ProviderCompany) => {
    rememberCompany(company.id);
    setEntered(company.id);
    setOpen(null);
    void navigate({ to: '/' });
  };

  let body;
  if (search.data) {
    body =
      search.data.length === 0 ? (
        <EmptyState>
          <Trans>No provider matches this name. Check the spelling or try a shorter part of it.</Trans>
        </EmptyState>
      ) : (
        <ul className="company-list" aria-label={t`Providers`} aria-busy={search.isFetching}>
          {search.data.map((company) => (
            <li key={company.id}>
              <button type="button" className="company-row" onClick={() => setOpen(company)}>
                <CompanyLogo company={company} />
                <span className="company-name">
                  <strong>
                    <bdi>{company.name}</bdi>
                  </strong>
                  <small>
                    <bdi>{company.subject}</bdi>
                  </small>
                </span>
                {entered === company.id && (
                  <span className="company-current">
                    <Trans>Current</Trans>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      );
  } else if (search.isError) {
    body = <ErrorState message={errorText(search.error, i18n)} onRetry={() => void search.refetch()} />;
  } else {
    body = (
      <ul className="company-list" aria-busy="true" aria-label={t`Loading`}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className="company-row">
            <Skeleton width={40} height={40} radius={20} />
            <Skeleton width="60%" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <label className="search-box">
        <Icon path={shellIcons.search} size={20} />
        <span className="visually-hidden">{t`Search providers`}</span>
        <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={t`Provider name`} autoComplete="off" enterKeyHint="search" maxLength={100} />
      </label>
      {body}
      <CompanySheet company={open} onClose={() => setOpen(null)} onEnter={enter} />
    </>
  );
}
