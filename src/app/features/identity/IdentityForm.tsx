import { useMemo, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RealName } from '../../../contract/account.ts';
import type { z } from 'zod/mini';
import { showToast } from '../../ui/toast.ts';
import { AreaPicker } from '../account/form/AreaPicker.tsx';
import { SubmitButton } from '../account/form/SubmitButton.tsx';
import { TextField } from '../account/form/TextField.tsx';
import { useAreas } from '../account/use-areas.ts';
import { ImagePicker } from '../uploads/ImagePicker.tsx';
import { countriesOf } from './countries.ts';
import { submitIdentity } from './queries.ts';

/** The identity form: name, ID number, country of residence, both sides of the document (one picture a slot). */
export function IdentityForm({ previous }: { previous: z.infer<typeof RealName> }) {
  const { t } = useLingui();
  const [name, setName] = useState(previous.name);
  const [cardId, setCardId] = useState(previous.card_id);
  const [country, setCountry] = useState(previous.country ?? '');
  const [front, setFront] = useState(previous.front_pic);
  const [back, setBack] = useState(previous.reverse_pic);
  const [uploads, setUploads] = useState(0);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const areaList = useAreas('');
  const countries = useMemo(() => (areaList.areas ? countriesOf(areaList.areas) : null), [areaList.areas]);
  const chosen = countries?.find((area) => area.code.toUpperCase() === country);

  const errors = {
    name: name.trim() ? undefined : t`Please enter your name`,
    cardId: cardId.trim() ? undefined : t`Please enter your ID number`,
    country: country ? undefined : t`Please choose your country of residence`,
    front: front ? undefined : t`Please upload the front of your ID`,
    back: back ? undefined : t`Please upload the back of your ID`,
  };
  const shown = (error: string | undefined) => (tried ? error : undefined);
  const onBusy = (running: boolean) => setUploads((count) => count + (running ? 1 : -1));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploads > 0) return;
    setTried(true);
    if (Object.values(errors).some(Boolean)) {
      showToast(!front || !back ? t`please upload front and back of passport/ID` : t`Please complete all required fields`, 'error');
      return;
    }
    setBusy(true);
    submitIdentity({ name: name.trim(), card_id: cardId.trim(), country, front_pic: front, reverse_pic: back })
      .catch(() => {
        /* the HTTP client showed the server's message */
      })
      .finally(() => setBusy(false));
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <TextField label={<Trans>Full name</Trans>} value={name} onValue={setName} error={shown(errors.name)} autoComplete="name" maxLength={100} />
      <TextField label={<Trans>ID number</Trans>} value={cardId} onValue={setCardId} error={shown(errors.cardId)} autoComplete="off" maxLength={60} />
      <AreaPicker residence areas={{ ...areaList, areas: countries, chosen }} onChange={(area) => setCountry(area.code.toUpperCase())} error={shown(errors.country)} />
      <ImagePicker label={<Trans>Front of the ID</Trans>} value={front} capture="environment" onValue={setFront} error={shown(errors.front)} onBusy={onBusy} />
      <ImagePicker label={<Trans>Back of the ID</Trans>} value={back} capture="environment" onValue={setBack} error={shown(errors.back)} onBusy={onBusy} />
      <SubmitButton busy={busy || uploads > 0}>
        <Trans>Submit</Trans>
      </SubmitButton>
    </form>
  );
}
