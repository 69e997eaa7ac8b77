// Price alerts (issue 20 item 4): the session's own alerts only. Like the other forex calls, a GET
// reads and a form-encoded POST writes. Whether the instrument exists, the price or percentage
// makes sense against the price now, and the 50 cap, the server checks with messages of its own.
import { z } from 'zod/mini';
import { ALERT_KINDS, PriceAlert } from '../alerts.ts';
import { done, form, get, none, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';
import { decimalInput, idInput } from '../decimal.ts';

const condition = { kind: z.enum(ALERT_KINDS), value: decimalInput };

export const alertCalls = lazyCalls(
  () =>
    ({
      /** Waiting alerts first (newest first), then fired ones (most recent first). */
      priceAlerts: get('/v1/api/forex/price_alerts', none, z.array(PriceAlert), 'session'),
      createPriceAlert: form('/v1/api/forex/create_price_alert', z.object({ forex_id: idInput, ...condition }), PriceAlert, 'session'),
      /** A new condition for one of the caller's alerts (the instrument stays); a fired one waits again. */
      editPriceAlert: form('/v1/api/forex/edit_price_alert', z.object({ id: idInput, ...condition }), PriceAlert, 'session'),
      deletePriceAlert: form('/v1/api/forex/delete_price_alert', z.object({ id: idInput }), done, 'session'),
    }) satisfies Record<string, CallDef>,
);
