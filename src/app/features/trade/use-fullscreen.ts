// The chart's full-screen mode on phones (issue 8 item 7). Where the Fullscreen API works the
// chart panel itself goes full screen (the browser's back gesture and Esc leave it); elsewhere
// (iPhone Safari has no element full screen) the panel is styled to fill the viewport, and Esc
// or the back button leave it: entering adds a history entry that back pops.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const MARK = 'lotwiseChartFullscreen';

export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  const cssMode = useRef(false);

  useEffect(() => {
    const sync = () => {
      if (!cssMode.current) setOn(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    };
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  const leave = useCallback(() => {
    if (cssMode.current) {
      cssMode.current = false;
      setOn(false);
      if ((window.history.state as Record<string, unknown> | null)?.[MARK]) window.history.back();
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const enter = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenEnabled && element.requestFullscreen) {
      void element.requestFullscreen({ navigationUI: 'hide' }).then(
        () => {
          // A phone held upright shows a narrow chart: turn it sideways where the browser allows.
          const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
          void orientation.lock?.('landscape').catch(() => undefined);
        },
        () => enterCss(),
      );
      return;
    }
    enterCss();
    function enterCss() {
      cssMode.current = true;
      setOn(true);
      window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');
    }
  }, [target]);

  // Esc leaves either mode (the browser handles it for the API too; this covers the CSS mode),
  // and back leaves the CSS mode.
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) leave();
    };
    const onPop = () => {
      if (!cssMode.current) return;
      cssMode.current = false;
      setOn(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onPop);
    };
  }, [on, leave]);

  // Stable between renders of the same state, so the memoised chart controls skip a tick's redraw.
  const toggle = useCallback(() => (on ? leave() : enter()), [on, leave, enter]);
  return { on, toggle };
}
