// Articles and legal documents are stored as Markdown and leave the server as HTML that can
// hold no markup of its own: every character of the source is escaped first, and only the
// few tags this renderer writes itself (h2, h3, p, ul, ol, li, strong, em) appear in the output.
// So a <script> or an onerror= in the database reaches the reader as visible text, never as code.
// Links and images are left out on purpose: no URL from the database ever becomes an attribute.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Bold and italic inside already escaped text. */
function inline(escaped: string): string {
  return escaped.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>').replace(/(^|[^*])\*([^*\s][^*]*?)\*(?!\*)/g, '$1<em>$2</em>');
}

const line = (text: string) => inline(escapeHtml(text.trim()));

type Block = { kind: 'p' | 'ul' | 'ol'; lines: string[] };

/**
 * Renders the Markdown subset (headings, paragraphs, lists, bold, italic) to safe HTML. Line by
 * line: a heading stands alone, consecutive list items make one list, other consecutive lines
 * one paragraph; a blank line ends a paragraph or a list.
 */
export function renderMarkdown(source: string): string {
  const out: string[] = [];
  let open: Block | null = null;
  const flush = () => {
    if (!open) return;
    if (open.kind === 'p') out.push(`<p>${open.lines.map(line).join('<br>')}</p>`);
    else out.push(`<${open.kind}>${open.lines.map((l) => `<li>${line(l)}</li>`).join('')}</${open.kind}>`);
    open = null;
  };
  const add = (kind: Block['kind'], text: string) => {
    if (open?.kind !== kind) {
      flush();
      open = { kind, lines: [] };
    }
    open!.lines.push(text);
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (raw.trim() === '') {
      flush();
      continue;
    }
    const heading = /^\s*(#{1,4})\s+(.*)$/.exec(raw);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(raw);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(raw);
    if (heading) {
      flush();
      // The page that shows a document has its own h1 (the screen's title, the article's title), so
      // the document's sections start one level below it: # and ## are h2, ### and #### h3
      // (they were h3 and h4, and a screen reader's outline skipped a level: axe heading-order).
      const level = heading[1]!.length <= 2 ? 'h2' : 'h3';
      out.push(`<${level}>${line(heading[2]!)}</${level}>`);
    } else if (bullet) add('ul', bullet[1]!);
    else if (numbered) add('ol', numbered[1]!);
    else add('p', raw);
  }
  flush();
  return out.join('\n');
}
