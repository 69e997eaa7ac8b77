import { useEffect, useState } from 'react';
import { fetchPicture } from './upload.ts';

/**
 * An object URL showing an already-uploaded picture (fetched with the token), revoked when the
 * picture changes or the screen goes; 'failed' when it could not be read.
 */
export function usePictureUrl(url: string | undefined): string | 'failed' | undefined {
  const [shown, setShown] = useState<{ url: string; objectUrl: string | 'failed' }>();
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchPicture(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setShown({ url, objectUrl: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return url && shown?.url === url ? shown.objectUrl : undefined;
}
