// image_upload and the pictures it stores, outside the generic client for one reason: a picture
// over 10 MB answers HTTP 413 WITH the envelope (code 2 and a translated msg), and the user must
// read that msg; the generic client turns any HTTP error status into a bare status code.
import { calls } from '../../../contract/calls.ts';
import { ResultCode } from '../../../contract/result.ts';
import { ApiError, TransportError } from '../../lib/errors.ts';
import { languageAtom } from '../../state/language.ts';
import { tokenAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';

/** The types the server recognises (by their bytes); the picker offers only these. */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

const headers = () => ({ authorization: store.get(tokenAtom), lang: store.get(languageAtom) });

/** Uploads one picture; resolves to its url, or throws ApiError with the server's msg (413 included). */
export async function uploadPicture(file: Blob, name = 'picture'): Promise<string> {
  const body = new FormData();
  body.append('file', file, name);
  let response: Response;
  try {
    response = await fetch(calls.imageUpload.path, { method: 'POST', body, headers: headers() });
  } catch {
    throw new TransportError('NETWORK', 'imageUpload');
  }
  const envelope = (await response.json().catch(() => null)) as { code?: unknown; msg?: unknown; data?: { url?: unknown } } | null;
  if (!envelope || typeof envelope.code !== 'number') throw new TransportError(response.ok ? 'BAD_REPLY' : response.status, 'imageUpload');
  if (envelope.code === ResultCode.OK && typeof envelope.data?.url === 'string') return envelope.data.url;
  throw new ApiError(envelope.code, typeof envelope.msg === 'string' ? envelope.msg : '', 'imageUpload');
}

/**
 * A stored picture as a blob: pictures are served to their owner only, so the request carries
 * the token, which a plain <img src> cannot.
 */
export async function fetchPicture(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { headers: headers(), signal });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/')) throw new TransportError(response.status, 'image');
  return response.blob();
}
