import { Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '../../../contract/market.ts';
import type { HomeCategory } from './home-state.ts';

/** Filter chips: 'All', the person's watchlist, then one per category; exactly one is pressed. */
export function CategoryChips({ categories, value, onChange }: { categories: readonly Category[]; value: HomeCategory; onChange: (id: HomeCategory) => void }) {
  const { t } = useLingui();
  return (
    <div className="chips" role="group" aria-label={t`Categories`}>
      <button type="button" className="chip" aria-pressed={value === null} onClick={() => onChange(null)}>
        <Trans>All</Trans>
      </button>
      <button type="button" className="chip" aria-pressed={value === 'watchlist'} onClick={() => onChange(value === 'watchlist' ? null : 'watchlist')}>
        <Trans>Watchlist</Trans>
      </button>
      {categories.map((category) => (
        <button key={category.Id} type="button" className="chip" aria-pressed={value === category.Id} onClick={() => onChange(value === category.Id ? null : category.Id)}>
          {category.NameShowTrans}
        </button>
      ))}
    </div>
  );
}

/**
 * The chips' row while the categories load: the same height, so the list below does not jump
 * when they arrive (a layout shift Lighthouse counted on /).
 */
export function CategoryChipsPlaceholder() {
  return (
    <div className="chips" aria-hidden="true" data-testid="chips-placeholder">
      {PLACEHOLDER_WIDTHS.map((width, index) => (
        <span key={index} className="chip chip-placeholder skeleton" style={{ inlineSize: width }} />
      ))}
    </div>
  );
}
const PLACEHOLDER_WIDTHS = [52, 76, 64, 88, 70];
