import { useLingui } from '@lingui/react/macro';
import { ZONE_CHOICES, zoneOf } from '../../lib/time-format.ts';
import { zoneChoiceAtom } from '../../state/time-zone.ts';
import { useAtom } from '../../state/store.ts';
import { zoneLabel } from './zone-label.ts';
import './settings.css';

/**
 * The one time-zone setting (issue 19 item 7): the device's (the default), New York or UTC.
 * Orders, the ledger, news, chat and the chart all follow it at once; kept on this device.
 */
export function TimeZoneSetting() {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useAtom(zoneChoiceAtom);
  const now = Date.now();
  return (
    <fieldset className="settings-group">
      <legend>{t`Time zone`}</legend>
      <ul className="settings-list">
        {ZONE_CHOICES.map((option) => {
          const label = zoneLabel(option, zoneOf(option), now);
          return (
            <li key={option}>
              <label className="settings-row settings-choice">
                <span className="settings-choice-text">
                  <span>{i18n._(label.name)}</span>
                  <small dir="ltr">{label.detail}</small>
                </span>
                <input type="radio" name="time-zone" value={option} checked={choice === option} onChange={() => setChoice(option)} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
