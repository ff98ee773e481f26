import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_NAME } from '../app/boot/boot-screen';
import { renderBootScreen, renderSignInScreen } from './screens';

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, `../i18n/shell.${language}.messages.json`), 'utf8'));
const english = catalogue('en');
const filipino = catalogue('fil');

/** The copy of a prerendered screen in `language`, as a document of its own. */
function copyIn(html: string, language: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  const copies = [...page.querySelectorAll<HTMLElement>(':scope > [data-language]')];
  expect(copies.map((copy) => copy.dataset['language'])).toEqual(['en', 'fil']);
  return copies.find((copy) => copy.dataset['language'] === language) as HTMLElement;
}

describe('a prerendered screen, in every language', () => {
  it('holds /login in English and in Filipino, each copy in its own words', async () => {
    const { html } = await renderSignInScreen('/login');
    expect(copyIn(html, 'en').querySelector('h1')?.textContent).toBe(english['signIn.heading']);
    expect(copyIn(html, 'fil').querySelector('h1')?.textContent).toBe(filipino['signIn.heading']);
    expect(copyIn(html, 'fil').textContent).not.toContain(english['signIn.subtitle']);
    // The language switcher in each copy shows that copy's language as chosen.
    expect(copyIn(html, 'fil').querySelector<HTMLInputElement>('input[value="fil"]')?.checked).toBe(true);
  });

  it("gives each copy its own ids: a label of one copy never names the other's field", async () => {
    const { html } = await renderSignInScreen('/register');
    const idsOf = (language: string) =>
      [...copyIn(html, language).querySelectorAll('input[id]')].map((input) => input.id);
    expect(idsOf('en').length).toBeGreaterThan(0);
    expect(idsOf('fil').filter((id) => idsOf('en').includes(id))).toEqual([]);
  });

  it('hides every copy but the one in the language on <html>', async () => {
    const { css } = await renderSignInScreen('/forgot-password');
    expect(css).toContain('html:not([lang="en"]) [data-language="en"]{display:none}');
    expect(css).toContain('html:not([lang="fil"]) [data-language="fil"]{display:none}');
  });

  it("holds the boot screen's greeting in both languages, the name left for its script", async () => {
    const { html } = await renderBootScreen();
    const greeting = (language: string) => (language === 'en' ? english : filipino)['dashboard.welcomeName'];
    for (const language of ['en', 'fil']) {
      expect(copyIn(html, language).textContent).toContain(greeting(language).replace('{name}', BOOT_NAME));
    }
  });
});
