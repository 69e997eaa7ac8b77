import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { correction, generate } from 'lean-qr';

/** White modules around the code: ISO/IEC 18004's quiet zone, without which scanners miss it. */
const QUIET = 4;
/** The size aimed at in CSS pixels, quiet zone included: easy to scan from a phone held at arm's length. */
const AIM = 196;

interface Modules {
  readonly size: number;
  get(x: number, y: number): boolean;
}

/** One path of the dark modules, each row's runs as rectangles, offset by the quiet zone. */
export function modulesPath(code: Modules): string {
  let d = '';
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size;) {
      if (!code.get(x, y)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < code.size && code.get(x + run, y)) run++;
      d += `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return d;
}

/**
 * The deposit address as a QR code (lean-qr encodes it, exactly as shown, at correction level M
 * or above), drawn as one SVG path: black on white whatever the theme, with the quiet zone, each
 * module a whole number of CSS pixels, about 190 px across. Nothing when the text cannot be
 * encoded (an address is far below the 2,953 bytes a code holds).
 */
export function AddressQr({ address }: { address: string }) {
  const { t } = useLingui();
  const code = useMemo(() => {
    try {
      return generate(address, { minCorrectionLevel: correction.M });
    } catch {
      return undefined;
    }
  }, [address]);
  if (!code) return null;
  const side = code.size + QUIET * 2;
  const pixels = Math.max(2, Math.round(AIM / side)) * side;
  return (
    <svg
      className="money-qr"
      role="img"
      aria-label={t`QR code of the deposit address`}
      data-testid="deposit-qr"
      data-modules={code.size}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={modulesPath(code)} fill="#000" />
    </svg>
  );
}
