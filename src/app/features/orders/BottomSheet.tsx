import { ModalSheet, type SheetProps } from '../../ui/ModalSheet.tsx';

/** A modal sheet rising from the bottom (its CSS is in orders.css). */
export function BottomSheet(props: SheetProps) {
  return <ModalSheet kind="bottom-sheet" {...props} />;
}
