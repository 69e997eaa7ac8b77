// Inline SVG icons (24×24, stroke follows currentColor). Decorative by default: the button or
// link around an icon carries the accessible name.
import type { SVGProps } from 'react';
import type * as screenIcons from './screen-icons.ts';
import type * as shellIcons from './shell-icons.ts';

/** One of the paths of ui/shell-icons.ts or ui/screen-icons.ts. */
export type IconPath = (typeof shellIcons)[keyof typeof shellIcons] | (typeof screenIcons)[keyof typeof screenIcons];

export function Icon({ path, size = 24, ...rest }: { path: IconPath; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <path d={path} />
    </svg>
  );
}
