// Two start-up rules of SPEC.md (sections 4 and 9), loaded apart from the start of /: a non-zero
// system status sends the browser to the configured "loss" address, and on Android devices the
// document title is the brand title (the site's name from the base data).
import { siteCalls } from '../../../contract/calls/site.ts';
import { apiFor } from '../../lib/http/wiring.ts';

// Only this domain's calls: the start of / carries no other call's schemas.
const api = apiFor(siteCalls);

/** Only a web address may take the browser away: never a javascript: or data: URL from the settings. */
export function lossTarget(status: number, loss: string): string | null {
  if (status === 0) return null;
  try {
    const url = new URL(loss);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export const isAndroid = (userAgent: string) => /\bAndroid\b/i.test(userAgent);

/** The status check at once; on Android, the brand title (brand-title.ts) once `firstScreen` is shown. */
export async function applySiteStatus(firstScreen: Promise<unknown>): Promise<void> {
  try {
    const status = await api('companyStatus', {}, { silent: true });
    const target = lossTarget(status.status, status.loss);
    if (target) {
      window.location.replace(target);
      return;
    }
    if (isAndroid(navigator.userAgent)) {
      await firstScreen;
      await (await import('./brand-title.ts')).applyBrandTitle();
    }
  } catch {
    /* offline or the server is down: the app keeps what it shows */
  }
}
