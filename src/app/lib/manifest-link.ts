// The web app manifest's <link>, added once the first screen has its quotes. In index.html it
// made the browser fetch the manifest and then one of its icons while the first screen's scripts
// were still on their way: on slow 4G over HTTP/1.1's six connections, two requests that held up
// /trade's first paint by about 0.1 s in Lighthouse's simulation (issue 21 item 5). Installing
// comes later: browsers watch the head for a manifest link, so the app stays installable.
const MANIFEST = '/manifest.webmanifest';

export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST;
  document.head.append(link);
}
