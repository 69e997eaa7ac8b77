import { useLayoutEffect, type RefObject } from 'react';

/**
 * Shrinks the tab bar's labels, all together, until each shows whole: no word wider than its tab,
 * no more than the two lines CSS allows. The labels' width depends on the font the device has
 * (Debian's DejaVu is far wider than Noto or the phones' own), so it is measured, not guessed:
 * with every label bold as the active tab draws it (so moving between tabs never changes the
 * size), again when the labels change (another language), on resize and when fonts finish loading.
 * 0.5 px a step, 8 px at least (smaller would stop looking like a label; the catalogs keep words
 * short enough). The size is `--tab-fs` on the bar, set through the CSSOM as the CSP requires.
 */
export function useFitLabels(bar: RefObject<HTMLElement | null>, labels: string) {
  useLayoutEffect(() => {
    const nav = bar.current!;
    const fit = () => {
      nav.style.removeProperty('--tab-fs');
      nav.dataset.measure = '';
      const spans = [...nav.querySelectorAll('a > span:first-of-type')];
      const cut = () => spans.some((s) => s.scrollWidth > s.clientWidth || s.scrollHeight > s.clientHeight + 2);
      for (let px = parseFloat(getComputedStyle(spans[0]!).fontSize); px >= 8.5 && cut();) nav.style.setProperty('--tab-fs', `${(px -= 0.5)}px`);
      delete nav.dataset.measure;
    };
    // Measured in the frame that paints the bar (a frame callback runs before its layout and
    // paint), not inside React's commit: the first layout of the whole screen then falls in the
    // frame's own task instead of lengthening the commit's (Lighthouse's blocking time, issue 21).
    const frame = requestAnimationFrame(fit);
    const gone = new AbortController();
    addEventListener('resize', fit, { signal: gone.signal });
    document.fonts.addEventListener('loadingdone', fit, { signal: gone.signal });
    return () => {
      cancelAnimationFrame(frame);
      gone.abort();
    };
  }, [bar, labels]);
}
