import { defaultSettingRows } from '../../engine/settings.ts';

/** Site settings on first start: the defaults of the settings schema; an operator edits them in the database. */
export const settings: Record<string, string> = Object.fromEntries(defaultSettingRows().map((r) => [r.key, r.value]));
