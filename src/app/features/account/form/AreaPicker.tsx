import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AreaCode } from '../../../../contract/site.ts';
import { Drawer } from '../../../ui/Drawer.tsx';
import { Icon } from '../../../ui/icons.tsx';
import * as screenIcons from '../../../ui/screen-icons.ts';
import * as shellIcons from '../../../ui/shell-icons.ts';
import { Skeleton } from '../../../ui/states.tsx';
import { areaName, isExcludedDialingCode } from '../area-codes.ts';
import type { useAreas } from '../use-areas.ts';

/**
 * The country or region with its dialing code, or, for an email address (`residence`), the
 * country of residence without one. A button opens a searchable list (by name in the reader's
 * language or in English, ISO code or dialing code); 246 entries are too many for a plain
 * select on a phone.
 */
export function AreaPicker({
  areas: { areas, failed, retry, chosen: value },
  onChange,
  error,
  residence = false,
}: {
  /** The list and the chosen entry, as useAreas gives them. */
  areas: ReturnType<typeof useAreas>;
  onChange: (area: AreaCode) => void;
  error?: string;
  residence?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const title = residence ? t`Country or region of residence` : t`Country or region`;
  const labelId = useId();
  const valueId = useId();
  const noteId = useId();
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <span id={labelId} className="field-label">
        {title}
      </span>
      {areas ? (
        <button
          type="button"
          className="field-box field-select"
          // Named by its label and its shown value, so speech and voice control match what is seen.
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={error ? noteId : undefined}
          aria-invalid={error ? true : undefined}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {value ? (
            <span id={valueId} className="area-choice">
              {!residence && <span className="area-dial num">+{value.global_code}</span>}
              <span className="area-name">{areaName(value, i18n.locale)}</span>
            </span>
          ) : (
            <span id={valueId} className="field-placeholder">
              <Trans>Choose</Trans>
            </span>
          )}
          <Icon path={screenIcons.down} size={20} />
        </button>
      ) : failed ? (
        <button type="button" className="field-box field-select" onClick={retry}>
          <span className="field-placeholder">
            <Trans>The list could not be loaded. Tap to try again.</Trans>
          </span>
          <Icon path={shellIcons.refresh} size={20} />
        </button>
      ) : (
        <div className="field-box" aria-busy="true" aria-labelledby={labelId}>
          <Skeleton width="60%" height={16} />
        </div>
      )}
      {error && (
        <p id={noteId} className="field-error">
          {error}
        </p>
      )}
      <Drawer open={open} onClose={() => setOpen(false)} title={title}>
        {areas && (
          <AreaList
            areas={areas}
            value={value}
            residence={residence}
            onPick={(area) => {
              onChange(area);
              setOpen(false);
            }}
          />
        )}
      </Drawer>
    </div>
  );
}

function AreaList({ areas, value, residence, onPick }: { areas: readonly AreaCode[]; value: AreaCode | undefined; residence: boolean; onPick: (area: AreaCode) => void }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const currentRef = useRef<HTMLButtonElement>(null);
  const named = useMemo(() => areas.map((area) => ({ area, name: areaName(area, i18n.locale) })), [areas, i18n.locale]);
  const shown = useMemo(() => {
    const q = deferred.trim().toLowerCase().replace(/^\+/, '');
    if (!q) return named;
    return named.filter(({ area, name }) => name.toLowerCase().includes(q) || area.name.toLowerCase().includes(q) || area.code.toLowerCase() === q || area.global_code.startsWith(q));
  }, [named, deferred]);

  // Open at the current choice rather than at the top of a long list.
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'center' });
  }, []);

  return (
    <div className="area-list">
      <div className="area-search">
        <Icon path={shellIcons.search} size={20} />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Search by name or code`}
          aria-label={t`Search by name or code`}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      {shown.length === 0 ? (
        <p className="area-empty">
          <Trans>No data</Trans>
        </p>
      ) : (
        <ul className="area-options">
          {shown.map(({ area, name }) => {
            const current = area.id === value?.id;
            return (
              <li key={area.id}>
                <button type="button" ref={current ? currentRef : undefined} aria-current={current} onClick={() => onPick(area)}>
                  <span className="area-row-name">
                    {name}
                    {isExcludedDialingCode(area.global_code) && (
                      <small>
                        <Trans>Service not available</Trans>
                      </small>
                    )}
                  </span>
                  {!residence && <span className="num area-dial">+{area.global_code}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
