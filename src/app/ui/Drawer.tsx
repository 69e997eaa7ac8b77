import { ModalSheet, type SheetProps } from './ModalSheet.tsx';
import './drawer.css';

/** A modal panel sliding in from the inline-start side (left, or right in Arabic). */
export function Drawer(props: SheetProps) {
  return <ModalSheet kind="drawer" {...props} />;
}
