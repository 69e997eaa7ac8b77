import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineAppIcon } from '../../scripts/app-icon-plugin.ts';

const icon = readFileSync('public/icons/icon.svg', 'utf8');
const shell = inlineAppIcon(icon)(readFileSync('index.html', 'utf8'));

describe("the shell's icon", () => {
  it('is the favicon, as a data URL that decodes to public/icons/icon.svg', () => {
    const href = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml" \/>/.exec(shell)?.[1];
    expect(href).toBeDefined();
    const decoded = decodeURIComponent(href!).replace(/'/g, '"');
    expect(decoded).toBe(icon.replace(/\s*\n\s*/g, '').trim());
  });

  it("is the boot frame's logo, with its gradient named apart from the page's other SVGs", () => {
    const logo = /<div class="boot-header">(<svg[^]*?<\/svg>)<b>Lotwise<\/b><\/div>/.exec(shell)?.[1];
    expect(logo).toContain('width="28" height="28" aria-hidden="true"');
    expect(logo).toContain('id="boot-logo"');
    expect(logo).toContain('fill="url(#boot-logo)"');
    expect(logo).not.toContain('id="g"');
    // The same drawing as the icon: every path of it.
    for (const path of icon.match(/<path d="[^"]+"/g)!) expect(logo).toContain(path);
  });

  it('leaves no mark unreplaced, and refuses a shell without the marks', () => {
    expect(shell).not.toContain('%APP_ICON_URL%');
    expect(shell).not.toContain('<!--app-icon-->');
    expect(() => inlineAppIcon(icon)('<html></html>')).toThrow(/must hold/);
  });
});
