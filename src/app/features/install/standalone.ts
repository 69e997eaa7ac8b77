// Whether the app runs as an installed app (opened from the home screen), and whether the
// browser is iOS Safari, which installs through Share > Add to Home Screen and never fires
// `beforeinstallprompt`.

export function isStandalone(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as { standalone?: boolean }).standalone === true;
}

/** iOS or iPadOS Safari that can add the app to the home screen (not an in-app browser, not already installed). */
export function isIosSafariInstallable(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  // iPadOS reports itself as a Mac; the touch points tell them apart.
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  // Only Safari can add to the home screen on older iOS; Chrome (CriOS), Firefox (FxiOS) and
  // in-app browsers (no "Safari/" token) cannot.
  const safari = /Safari\//.test(nav.userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(nav.userAgent);
  return ios && safari && 'standalone' in nav && nav.standalone !== true;
}
