import { useState } from 'react';
import type { Instrument } from '../../../contract/market.ts';
import './quote.css';

/** The instrument's logo, or its first letters on a tinted disc when the image is missing. */
export function InstrumentLogo({ instrument, size = 36 }: { instrument: Instrument; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed || !instrument.Logo) {
    return (
      <span className="logo logo-fallback" style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
        {instrument.Code.slice(0, 2)}
      </span>
    );
  }
  return <img className="logo" src={instrument.Logo} alt="" width={size} height={size} style={{ inlineSize: size, blockSize: size }} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
