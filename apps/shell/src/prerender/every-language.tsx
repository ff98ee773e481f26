// A prerendered screen holds a copy in every language: the page's language, which the blocking
// /remembered-choices.js puts on <html> before the first paint, picks the one shown (a rule of the
// screen's stylesheet hides the others), so a Filipino user's first paint is in Filipino too.
import { GlobalStyle, LANGUAGES, loadCatalogues, ServerLanguage, type Language } from '@pitaka/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

export interface StaticScreen {
  html: string;
  css: string;
}

/** The attribute naming a copy's language (also what /remembered-choices.js keeps or removes by). */
export const COPY_LANGUAGE = 'data-language';

const copyHidden = (language: Language) =>
  `html:not([lang="${language}"]) [${COPY_LANGUAGE}="${language}"]{display:none}`;

/** `screen` rendered in every language, one copy each, with the stylesheet of them all (and the page's global styles, once). */
export async function renderInEveryLanguage(screen: () => ReactElement): Promise<StaticScreen> {
  await Promise.all(LANGUAGES.map(({ code }) => loadCatalogues(code)));
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<GlobalStyle />));
    const copies = LANGUAGES.map(({ code }) => {
      // Each copy's own ids: a label of one never names a field of another.
      const html = renderToString(sheet.collectStyles(<ServerLanguage language={code}>{screen()}</ServerLanguage>), {
        identifierPrefix: `${code}-`,
      });
      return `<div ${COPY_LANGUAGE}="${code}">${html}</div>`;
    });
    const rules = LANGUAGES.map(({ code }) => copyHidden(code));
    return { html: copies.join(''), css: [sheet.instance.toString(), ...rules].join('\n') };
  } finally {
    sheet.seal();
  }
}
