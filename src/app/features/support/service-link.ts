// Customer service by the site's service_link_type (SPEC.md section 3, BasicInfo): 2 shows the
// link in a dialog to copy, 3 opens it outside the app with who is asking, anything else opens
// the support chat inside the app.
import { version } from '../../../../package.json';

export type ServiceMode = 'dialog' | 'external' | 'chat';

export function serviceMode(type: number | undefined, link: string | undefined): ServiceMode {
  // A link type without a link would lead nowhere: the chat is always there.
  if (!link?.trim()) return 'chat';
  if (type === 2) return 'dialog';
  if (type === 3) return 'external';
  return 'chat';
}

/** The app as the external desk sees it: the client id and what it runs on. */
export interface ClientInfo {
  uid: string;
  language: string;
  platform: string;
  version: string;
}

export const APP_VERSION = version;

/** 'ios', 'android' or 'web', and '-pwa' when started from the home screen. */
export function platformName(nav: { userAgent: string } = navigator, standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches): string {
  const ua = nav.userAgent;
  const os = /iPhone|iPad|iPod/.test(ua) ? 'ios' : /Android/.test(ua) ? 'android' : 'web';
  return standalone ? `${os}-pwa` : os;
}

/**
 * The external link with the client's facts added as query parameters, URL-encoded, after any
 * query the link already has and before its #fragment. A link that is not http(s) is refused
 * (null): the setting must never run script in the app's origin.
 */
export function externalServiceUrl(link: string, info: ClientInfo): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('uid', info.uid);
  url.searchParams.set('language', info.language);
  url.searchParams.set('platform', info.platform);
  url.searchParams.set('app_version', info.version);
  return url.toString();
}
