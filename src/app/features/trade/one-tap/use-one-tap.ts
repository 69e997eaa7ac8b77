// One tap, one market order: the ticket's submit path (a new client_key per tap, the server's
// msg as the success toast, refusals toasted in the person's language by the HTTP client), with
// no confirm. Disabled while any order is on its way, while offline or the market is closed. A
// guest is sent to log in and told why.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { Instrument } from '../../../../contract/market.ts';
import { sessionAtom } from '../../../state/session.ts';
import { useAtomValue } from '../../../state/store.ts';
import { isOpen } from '../../market/format.ts';
import { useOffline } from '../../offline/OfflineNote.tsx';
import { leverageByInstrumentAtom } from '../ticket/leverage-memory.ts';
import { snapLots } from '../ticket/lots.ts';
import type { Side } from '../ticket/stops.ts';
import { newClientKey, useSubmitMutation } from '../ticket/submit.ts';
import { oneTapLotsAtom } from './one-tap-lots.ts';

export function useOneTap(instrument: Instrument) {
  const navigate = useNavigate();
  const from = useRouterState({ select: (state) => state.location.pathname });
  const session = useAtomValue(sessionAtom);
  const submit = useSubmitMutation();
  const offline = useOffline();
  const chosen = useAtomValue(oneTapLotsAtom);
  const remembered = useAtomValue(leverageByInstrumentAtom)[instrument.Code];
  const leverages = instrument.HasForexMultiple.map((m) => m.Value);
  // The leverage last chosen on this instrument in the ticket, when still offered; else its first.
  const leverage = remembered !== undefined && leverages.includes(remembered) ? remembered : leverages[0];
  const lots = snapLots(chosen, { step: instrument.Pip, min: instrument.ForexMinCont });

  const place = (side: Side) => {
    if (!session) {
      void navigate({ to: '/login', search: { from, reason: 'order' } });
      return;
    }
    if (submit.isPending || leverage === undefined) return;
    submit.mutate({
      type: side,
      cont: lots,
      forex_id: instrument.Id,
      status: 1,
      target_price: '',
      target_profit_price: '',
      stop_loss_price: '',
      multiple: leverage,
      client_key: newClientKey(),
    });
  };

  return { place, lots, busy: submit.isPending, disabled: submit.isPending || offline || !isOpen(instrument) || leverage === undefined };
}
