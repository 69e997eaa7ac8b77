// Room on a klinecharts chart for the price pane and its labels (issue 19): indicator panes
// shrink so the candles keep a useful height (a phone held sideways in full screen has 250 px
// for everything), the price axis' gaps follow the pane's height, and no price label sits under
// the last-price tag or half outside the pane. Reached only from KlineChart.tsx; klinecharts is
// imported for its types only.
import type { AxisTick, Chart } from 'klinecharts';
import { labelsClearOfTag, priceGapFor, subPaneHeightFor } from './chart-layout.ts';

const CANDLE_PANE = 'candle_pane';

/** `fit` after a resize or a change of indicators; `check` after each live candle (the tag moves). */
export function keepPriceRoom(chart: Chart, element: HTMLElement): { fit: () => void; check: () => void } {
  // The ticks klinecharts offered at its last build, and the tag position they were filtered for.
  let offered: { ticks: AxisTick[]; height: number } | null = null;
  let filteredFor = '';
  let gapFor = -1;

  const lastTagY = (): number | null => {
    const bars = chart.getDataList();
    const last = bars[bars.length - 1];
    if (!last) return null;
    const point = chart.convertToPixel({ value: last.close }, { paneId: CANDLE_PANE }) as { y?: number };
    return typeof point.y === 'number' ? point.y : null;
  };
  const sizes = () => {
    const styles = chart.getStyles();
    const tag = styles.candle.priceMark.last.text;
    return { tag: tag.size + tag.paddingTop + tag.paddingBottom, label: styles.yAxis.tickText.size + 2 };
  };
  const keep = (ticks: AxisTick[], height: number) => {
    const { tag, label } = sizes();
    return labelsClearOfTag(ticks, lastTagY(), tag, label, height);
  };
  const key = (ticks: AxisTick[]) => ticks.map((tick) => Math.round(tick.coord)).join(',');

  const install = (height: number) => {
    chart.overrideYAxis({
      paneId: CANDLE_PANE,
      gap: priceGapFor(height),
      createTicks: ({ defaultTicks, bounding }) => {
        offered = { ticks: defaultTicks, height: bounding.height };
        const kept = keep(defaultTicks, bounding.height);
        filteredFor = key(kept);
        return kept;
      },
    });
  };

  const report = () => {
    const heights = [CANDLE_PANE, ...subPanes(chart)].map((id) => `${id}:${Math.round(chart.getSize(id, 'main')?.height ?? 0)}`);
    // For people debugging and for the e2e test: pane heights, the tag's place and the price labels drawn.
    element.setAttribute('data-pane-heights', heights.join(' '));
    const tagY = lastTagY();
    element.setAttribute('data-price-tag', tagY === null ? '' : String(Math.round(tagY)));
    const axis = chart.getYAxes({ paneId: CANDLE_PANE })[0];
    element.setAttribute('data-price-labels', axis ? key(axis.getTicks()) : '');
    element.setAttribute(
      'data-price-label-values',
      axis
        ? axis
            .getTicks()
            .map((tick) => tick.value)
            .join(',')
        : '',
    );
  };

  return {
    fit() {
      const panes = subPanes(chart);
      const xAxis = chart.getSize('x_axis_pane', 'main')?.height ?? 0;
      const separators = panes.length * chart.getStyles().separator.size;
      const sub = subPaneHeightFor(element.clientHeight - xAxis - separators, panes.length);
      for (const id of panes) {
        const options = chart.getPaneOptions(id) as { height?: number } | null;
        if (options?.height !== sub) chart.setPaneOptions({ id, height: sub, minHeight: Math.min(sub, 48) });
      }
      const price = Math.round(element.clientHeight - xAxis - separators - panes.length * sub);
      if (price !== gapFor) {
        gapFor = price;
        install(price);
      }
      requestAnimationFrame(report);
    },
    check() {
      // klinecharts builds ticks only when the price range changes: when the tag moves onto a
      // label (or off one) within the same range, ask for a build.
      if (offered && key(keep(offered.ticks, offered.height)) !== filteredFor) install(gapFor);
      requestAnimationFrame(report);
    },
  };
}

/** The panes under the candles, one per sub indicator. */
function subPanes(chart: Chart): string[] {
  return [...new Set(chart.getIndicators().map((indicator) => indicator.paneId))].filter((id) => id !== CANDLE_PANE);
}
