import { Fragment, type ReactNode } from 'react';

const STRONG = /<strong>(.*?)<\/strong>/g;

/**
 * A translated text whose `<strong>…</strong>` parts (in the catalogue, around placeholders such
 * as amounts and dates) are emphasized. Built as React elements, never as HTML.
 */
export function strongText(text: string): ReactNode {
  const parts = text.split(STRONG);
  // split() with a capture group alternates: plain text, emphasized text, plain text, …
  return parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>));
}
