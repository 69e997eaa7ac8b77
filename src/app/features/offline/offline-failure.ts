// Which failures mean "the server cannot be reached" (a snapshot may stand in) rather than
// "the server said no" (shown as it is).
import { TransportError } from '../../lib/errors.ts';

const GATEWAY_DOWN = new Set([502, 503, 504]);

export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof TransportError)) return false;
  const { code } = error;
  return code === 'NETWORK' || code === 'TIMEOUT' || (typeof code === 'number' && GATEWAY_DOWN.has(code));
}
