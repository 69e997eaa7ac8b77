import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { moveWatched, toggleWatched } from './sync.ts';

type Action = 'up' | 'down' | 'remove';

/**
 * The watchlist in edit mode: each row moves up or down a place or leaves the list, by buttons
 * (keyboard and screen readers need nothing else). After a move the focus stays on the button
 * pressed, which React may have taken out of the page while reordering, and the new place is
 * announced.
 */
export function WatchlistEditor({ instruments }: { instruments: readonly Instrument[] }) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  const [focus, setFocus] = useState<{ id: number; action: Action } | null>(null);
  const [said, setSaid] = useState('');

  useLayoutEffect(() => {
    if (!focus || !list.current) return;
    const button = (action: Action, id = focus.id) => list.current!.querySelector<HTMLButtonElement>(`[data-action="${action}"][data-id="${id}"]`);
    // At the top or the bottom the pressed button is disabled: the other direction takes the focus.
    const target = [button(focus.action), button(focus.action === 'up' ? 'down' : 'up')].find((b) => b && !b.disabled);
    target?.focus();
  }, [focus, instruments]);

  const move = (instrument: Instrument, index: number, by: -1 | 1) => {
    moveWatched(instrument.Id, by);
    setFocus({ id: instrument.Id, action: by < 0 ? 'up' : 'down' });
    const code = instrument.ShowCode;
    const place = index + by + 1;
    const total = instruments.length;
    setSaid(t`${code}: place ${place} of ${total}`);
  };
  const remove = (index: number) => {
    toggleWatched(instruments[index]!.Id);
    // The focus goes to the row that takes its place (or the one above at the end).
    const next = instruments[index + 1] ?? instruments[index - 1];
    setFocus(next ? { id: next.Id, action: 'remove' } : null);
  };

  return (
    <>
      <ul className="quote-list watch-edit" aria-label={t`Watchlist`} ref={list}>
        {instruments.map((instrument, index) => {
          const code = instrument.ShowCode;
          return (
            <li key={instrument.Id} className="watch-edit-row" data-code={instrument.Code}>
              <span className="quote-name">
                <strong dir="ltr">{code}</strong>
                <small>{instrument.Name}</small>
              </span>
              <button type="button" className="icon-btn" data-action="up" data-id={instrument.Id} aria-label={t`Move ${code} up`} disabled={index === 0} onClick={() => move(instrument, index, -1)}>
                <Icon path={screenIcons.up} />
              </button>
              <button
                type="button"
                className="icon-btn"
                data-action="down"
                data-id={instrument.Id}
                aria-label={t`Move ${code} down`}
                disabled={index === instruments.length - 1}
                onClick={() => move(instrument, index, 1)}
              >
                <Icon path={screenIcons.down} />
              </button>
              <button type="button" className="icon-btn watch-remove" data-action="remove" data-id={instrument.Id} aria-label={t`Remove ${code} from the watchlist`} onClick={() => remove(index)}>
                <Icon path={screenIcons.close} />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}
