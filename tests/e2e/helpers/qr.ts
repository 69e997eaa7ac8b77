// Reads a QR code off the screen, module by module, to compare with what lean-qr encodes: the
// pixels a camera would see, not the DOM that drew them.
import type { Locator } from '@playwright/test';
import { correction, generate } from 'lean-qr';
import sharp from 'sharp';

/** The quiet zone ISO/IEC 18004 asks for, in modules on each side. */
const QUIET = 4;

/** The modules of `text`'s code (correction M or above, as the app asks), quiet zone included: '#' dark, '.' light. */
export function codeRows(text: string): string[] {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const rows: string[] = [];
  for (let y = -QUIET; y < code.size + QUIET; y++) {
    let row = '';
    for (let x = -QUIET; x < code.size + QUIET; x++) row += code.get(x, y) ? '#' : '.';
    rows.push(row);
  }
  return rows;
}

/** The modules as the screen shows them: the element's screenshot sampled at each module's centre. */
export async function screenRows(qr: Locator, side: number): Promise<string[]> {
  const { data, info } = await sharp(await qr.screenshot())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const unit = info.width / side;
  const rows: string[] = [];
  for (let y = 0; y < side; y++) {
    let row = '';
    for (let x = 0; x < side; x++) {
      const px = Math.floor((x + 0.5) * unit);
      const py = Math.floor((y + 0.5) * unit);
      row += data[py * info.width * info.channels + px * info.channels]! < 128 ? '#' : '.';
    }
    rows.push(row);
  }
  return rows;
}
