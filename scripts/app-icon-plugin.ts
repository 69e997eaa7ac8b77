import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where index.html wants the icon as a favicon URL, and as the boot frame's logo. */
export const FAVICON_MARK = '%APP_ICON_URL%';
export const BOOT_LOGO_MARK = '<!--app-icon-->';

/**
 * The app's icon (public/icons/icon.svg, its one source) written into index.html twice: as the
 * favicon's `data:` URL and as the boot frame's inline logo. Both were requests of their own
 * while the first screen's scripts loaded (issue 21 item 5), and the copies written out by hand
 * had to follow every change of the logo.
 */
export function inlineAppIcon(svg: string): (html: string) => string {
  const markup = svg.replace(/\s*\n\s*/g, '').trim();
  // The favicon's URL, encoded only where a URL or the attribute needs it (<, >, #, %; double
  // quotes become single ones), as small as the copy written by hand was.
  const faviconUrl = `data:image/svg+xml,${markup.replace(/"/g, "'").replace(/[%<>#]/g, encodeURIComponent)}`;
  const bootLogo = markup
    .replace('<svg xmlns="http://www.w3.org/2000/svg"', '<svg width="28" height="28" aria-hidden="true"')
    .replace(/id="g"/, 'id="boot-logo"')
    .replace(/url\(#g\)/, 'url(#boot-logo)');
  return (html) => {
    if (!html.includes(FAVICON_MARK) || !html.includes(BOOT_LOGO_MARK)) throw new Error(`index.html must hold ${FAVICON_MARK} and ${BOOT_LOGO_MARK}`);
    return html.replace(FAVICON_MARK, faviconUrl).replace(BOOT_LOGO_MARK, bootLogo);
  };
}

/** The Vite plugin: index.html in development and in the build. */
export function appIcon(root = process.cwd()): Plugin {
  return {
    name: 'lotwise-app-icon',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => inlineAppIcon(readFileSync(resolve(root, 'public/icons/icon.svg'), 'utf8'))(html),
    },
  };
}
