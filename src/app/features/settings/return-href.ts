// Where the language screen returns after a choice: the `from` a link gave it, when that is a
// path of this app (never another site: '//host' or '/\host' leave the origin), else nothing and
// the screen goes back in history (or home on a fresh tab).
export function languageReturnHref(from: string | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (from.split(/[?#]/)[0] === '/language') return null;
  return from;
}
