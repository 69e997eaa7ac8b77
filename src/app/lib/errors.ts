// The errors the HTTP client throws. They carry codes, not text: lib/error-text.ts turns any
// thrown value into words in the current language (STYLE.md 8).

/** The server answered with an envelope whose code is not 1; `message` is its msg, already translated. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly call?: string,
  ) {
    super(message);
  }
}

/** No usable answer: a network failure, a time-out, an HTTP status, or a reply of the wrong shape. */
export type TransportCode = number | 'NETWORK' | 'TIMEOUT' | 'BAD_REPLY';
export class TransportError extends Error {
  override name = 'TransportError';
  constructor(
    readonly code: TransportCode,
    readonly call?: string,
  ) {
    super(`transport ${code}${call ? ` (${call})` : ''}`);
  }
}

/** A request the app cancelled itself (navigation, a newer search); never shown to anyone. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** A lazily loaded piece of the app (a route chunk, a catalog) that failed to download. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload/i.test(text);
}
