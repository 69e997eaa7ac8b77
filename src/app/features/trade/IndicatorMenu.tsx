import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { MAIN_INDICATORS, SUB_INDICATORS, hasIndicator, type ChartPrefs, type IndicatorName } from './chart-prefs.ts';

const DESKTOP = '(min-width: 1024px)';

/**
 * The indicator menu: a sheet from the bottom on a phone (modal, over the chart), a popover under
 * the toolbar on a desktop (the chart stays in view while indicators come and go). The names are
 * the indicators' own abbreviations, as on every trading platform; the description says what each is.
 */
export function IndicatorMenu({ open, prefs, onToggle, onClose }: { open: boolean; prefs: ChartPrefs; onToggle: (name: IndicatorName) => void; onClose: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const describe: Record<IndicatorName, string> = {
    MA: t`Moving average`,
    EMA: t`Exponential moving average`,
    BOLL: t`Bollinger bands`,
    VOL: t`Volume`,
    MACD: t`Moving average convergence divergence`,
    RSI: t`Relative strength index`,
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) return;
    if (window.matchMedia(DESKTOP).matches) dialog.show();
    else dialog.showModal();
    // A popover closes on a click anywhere else and on Esc (a modal sheet has its backdrop and cancel).
    const outside = (event: PointerEvent) => {
      const toggle = (event.target as Element | null)?.closest('[data-indicator-toggle]');
      if (!dialog.contains(event.target as Node) && !toggle) onClose();
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('pointerdown', outside);
    dialog.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      dialog.removeEventListener('keydown', escape);
    };
  }, [open, onClose]);

  const group = (title: string, names: readonly IndicatorName[]) => (
    <fieldset className="indicator-group">
      <legend>{title}</legend>
      {names.map((name) => (
        <label key={name} className="indicator-option">
          <input type="checkbox" role="switch" checked={hasIndicator(prefs, name)} onChange={() => onToggle(name)} />
          <span>
            <strong>{name}</strong>
            <small>{describe[name]}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <dialog
      ref={ref}
      className="chart-menu"
      aria-label={t`Indicators`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a tap on the sheet's backdrop
      }}
    >
      <header className="chart-menu-head">
        <h2>
          <Trans>Indicators</Trans>
        </h2>
        <button type="button" className="icon-btn" aria-label={t`Close`} onClick={onClose}>
          <Icon path={screenIcons.close} />
        </button>
      </header>
      {open && (
        <div className="chart-menu-body">
          {group(t`On the price chart`, MAIN_INDICATORS)}
          {group(t`Under the price chart`, SUB_INDICATORS)}
        </div>
      )}
    </dialog>
  );
}
