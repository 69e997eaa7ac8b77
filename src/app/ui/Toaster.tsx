import { useAtomValue } from '../state/store.ts';
import { Icon } from './icons.tsx';
import * as shellIcons from './shell-icons.ts';
import { dismissToast, toastsAtom } from './toast.ts';
import './toast.css';

/** Renders the toast queue in a polite live region, clear of the header (placement in toast.css). */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <button key={toast.id} type="button" className={`toast toast-${toast.kind}`} onClick={() => dismissToast(toast.id)}>
          {toast.kind !== 'info' && <Icon path={toast.kind === 'error' ? shellIcons.alert : shellIcons.check} size={18} className="toast-icon" />}
          <span>{toast.text}</span>
        </button>
      ))}
    </div>
  );
}
