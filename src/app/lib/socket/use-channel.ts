import { useEffect } from 'react';
import { holdChannel } from './client.ts';

/** Keeps a socket channel subscribed while the calling component is on screen. */
export function useChannel(channel: string | null | undefined): void {
  useEffect(() => (channel ? holdChannel(channel) : undefined), [channel]);
}
