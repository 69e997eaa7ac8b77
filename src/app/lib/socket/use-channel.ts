import { useEffect, useRef } from 'react';
import type { ServerMessage, ServerMessageOf } from '../../../contract/socket.ts';
import { holdChannel, onUserMessage } from './client.ts';

/** Keeps a socket channel subscribed while the calling component is on screen. */
export function useChannel(channel: string | null | undefined): void {
  useEffect(() => (channel ? holdChannel(channel) : undefined), [channel]);
}

/**
 * Subscribes `channel` and hands each of its messages to `onMessage` while the calling component
 * is on screen; `onMessage` may change on every render (the latest one is called).
 */
export function useChannelMessages<T extends ServerMessage['type']>(channel: T | null, onMessage: (message: ServerMessageOf<T>) => void): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useChannel(channel);
  useEffect(
    () =>
      channel
        ? onUserMessage((message) => {
            if (message.type === channel) latest.current(message as ServerMessageOf<T>);
          })
        : undefined,
    [channel],
  );
}
