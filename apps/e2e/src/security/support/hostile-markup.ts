// Text an attacker would store to run script in whoever views it, and the checks that it never
// did: no flag set, no dialog, no element or link built from it.
import { expect, type Page } from '@playwright/test';

/** Each one sets window.__xss if the browser ever treats it as markup or as a URL. */
export const HOSTILE_TEXTS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '</script><script>window.__xss=1</script>',
  // eslint-disable-next-line no-script-url -- a payload to store and display, never to follow
  'javascript:window.__xss=1',
  '"><svg onload=window.__xss=1>',
] as const;

export interface ScriptEffects {
  /** Messages of alert/confirm/prompt dialogs the page opened. */
  dialogs: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
}

/** Records (and dismisses) every dialog and uncaught error of the page from now on. */
export function watchScriptEffects(page: Page): ScriptEffects {
  const effects: ScriptEffects = { dialogs: [], pageErrors: [] };
  page.on('dialog', (dialog) => {
    effects.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => effects.pageErrors.push(error.message));
  return effects;
}

/** What of the payloads became live in the DOM: elements, handlers, script and URLs. */
function liveHostileMarkup(): string[] {
  const found: string[] = [];
  const describe = (el: Element) => el.outerHTML.slice(0, 120);
  document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').forEach((el) => {
    found.push(`element from a payload: ${describe(el)}`);
  });
  document.querySelectorAll('script').forEach((el) => {
    if (el.textContent?.includes('__xss')) found.push(`script from a payload: ${describe(el)}`);
  });
  // A stored string may end up in a link's path (encoded, that is harmless), never as its scheme.
  document.querySelectorAll('[href], [src], [action], [formaction]').forEach((el) => {
    for (const name of ['href', 'src', 'action', 'formaction']) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      const scheme = new URL(value, document.baseURI).protocol;
      if (!['http:', 'https:', 'blob:', 'data:'].includes(scheme) || (scheme === 'data:' && name !== 'src')) {
        found.push(`${name}="${value}" on ${describe(el)}`);
      }
    }
  });
  const titles = document.querySelectorAll('title');
  if (titles.length !== 1 || titles[0].children.length > 0) found.push(`title is not plain text: ${document.title}`);
  if ((window as unknown as { __xss?: unknown }).__xss !== undefined) found.push('window.__xss was set');
  return found;
}

/** Fails when a payload ran or became markup on the current screen, or a dialog opened or the page threw. */
export async function expectNoHostileMarkup(page: Page, effects: ScriptEffects, screen: string) {
  expect(await page.evaluate(liveHostileMarkup), `live markup on ${screen}`).toEqual([]);
  expect(effects.dialogs, `dialogs on ${screen}`).toEqual([]);
  expect(effects.pageErrors, `uncaught errors on ${screen}`).toEqual([]);
}
