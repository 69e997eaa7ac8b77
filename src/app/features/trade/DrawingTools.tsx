import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon, type IconPath } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { useAtomValue, useSetAtom } from '../../state/store.ts';
import { DRAWING_TOOLS, drawingCommandAtom, drawingStatusAtom, type DrawingRequest, type DrawingTool } from './chart-drawings.ts';

const GLYPH: Record<DrawingTool, IconPath> = {
  horizontalStraightLine: screenIcons.horizontalLine,
  segment: screenIcons.trendLine,
  fibonacciLine: screenIcons.fibonacci,
};

let nextCommand = 1;

/**
 * The toolbar's drawing control (issue 19): a button opening a small panel with the three tools,
 * "delete the selected drawing" and "clear". Picking a tool closes the panel so the next taps
 * on the chart place the drawing; tapping a drawing selects it (klinecharts shows its handles).
 */
export function DrawingTools() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const status = useAtomValue(drawingStatusAtom);
  const setCommand = useSetAtom(drawingCommandAtom);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const names: Record<DrawingTool, string> = {
    horizontalStraightLine: t`Horizontal line`,
    segment: t`Trend line`,
    fibonacciLine: t`Fibonacci retracement`,
  };
  const send = (request: DrawingRequest) => {
    setCommand({ ...request, id: nextCommand++ });
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="chart-tool chart-tool-draw"
        aria-label={t`Drawing tools`}
        title={t`Drawing tools`}
        aria-expanded={open}
        aria-controls="chart-drawing-tools"
        data-drawing={status.drawing ?? undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon path={screenIcons.pencil} size={20} />
        {status.count > 0 && (
          <span className="chart-tool-count num" aria-hidden="true">
            {status.count}
          </span>
        )}
      </button>
      {open && (
        <div ref={panel} id="chart-drawing-tools" className="drawing-tools" role="group" aria-label={t`Drawing tools`}>
          {DRAWING_TOOLS.map((tool) => (
            <button key={tool} type="button" aria-pressed={status.drawing === tool} onClick={() => send(status.drawing === tool ? { kind: 'cancel' } : { kind: 'draw', tool })}>
              <Icon path={GLYPH[tool]} size={20} />
              {names[tool]}
            </button>
          ))}
          <hr />
          <button type="button" disabled={!status.selected} onClick={() => send({ kind: 'delete' })}>
            <Icon path={screenIcons.trash} size={20} />
            {t`Delete selected drawing`}
          </button>
          <button type="button" disabled={status.count === 0} onClick={() => send({ kind: 'clear' })}>
            <Icon path={screenIcons.trash} size={20} />
            {t`Clear all drawings`}
          </button>
        </div>
      )}
    </>
  );
}
