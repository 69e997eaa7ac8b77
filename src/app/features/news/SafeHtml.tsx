import { createElement, type ReactNode } from 'react';

// Article HTML becomes React elements through a short list of tags, with no attribute at all:
// the server already escapes everything (http/markdown.ts), and this keeps the app safe
// against any server of the same API that would send raw HTML. A <script>, an <img onerror>, a
// link: their text is kept, the element is not. Nothing goes through dangerouslySetInnerHTML.
const ALLOWED = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'br', 'blockquote']);
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(node.childNodes, toReact);
  if (!ALLOWED.has(tag)) return children;
  return createElement(tag, { key }, ...(tag === 'br' ? [] : children));
}

/** Renders article HTML as React elements of the allowed tags only; `lang` and `dir` are the text's language. */
export function SafeHtml({ html, className, lang, dir }: { html: string; className?: string; lang?: string; dir?: 'ltr' | 'rtl' }) {
  // DOMParser documents are inert: nothing in them loads or runs.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (
    <div className={className} lang={lang} dir={dir}>
      {Array.from(doc.body.childNodes, toReact)}
    </div>
  );
}
