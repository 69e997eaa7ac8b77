import { ModalSheet, type SheetProps } from './ModalSheet.tsx';
import './bottom-sheet.css';

/** A modal sheet rising from the bottom of the screen. */
export function BottomSheet(props: SheetProps) {
  return <ModalSheet kind="bottom-sheet" {...props} />;
}
