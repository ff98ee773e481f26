import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootScreenShown, BOOT_EMAIL, BOOT_NAME, removeBootScreen } from './boot-screen';

describe('the boot screen script (assets/boot-screen.js, run right after the prerendered screen)', () => {
  const source = readFileSync(join(__dirname, '../../assets/boot-screen.js'), 'utf8');
  // eslint-disable-next-line no-new-func -- the real file, run as the page would
  const runBootScript = () => new Function(source)();
  const boot = () => document.getElementById('boot');

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = `<div id="boot" hidden inert><div data-language="en"><header><p>Welcome back, ${BOOT_NAME}</p></header><footer><span>Signed in as</span> <span>${BOOT_EMAIL}</span></footer></div><div data-language="fil"><p>Maligayang pagbabalik, ${BOOT_NAME}</p></div></div><div id="root"></div>`;
  });

  it('shows it to a returning user, greeted by name, the email in the footer', () => {
    localStorage.setItem('pitaka:session', JSON.stringify({ name: 'Juan dela Cruz', email: 'juan@example.com' }));
    runBootScript();
    expect(boot()?.hidden).toBe(false);
    expect(boot()?.querySelector('[data-language="en"]')?.textContent).toBe(
      'Welcome back, Juan dela CruzSigned in as juan@example.com',
    );
    expect(bootScreenShown()).toBe(true);
  });

  it('fills in the name in every copy (the page shows the one in its language)', () => {
    localStorage.setItem('pitaka:session', JSON.stringify({ name: 'Juan', email: 'juan@example.com' }));
    runBootScript();
    expect(boot()?.querySelector('[data-language="fil"]')?.textContent).toBe('Maligayang pagbabalik, Juan');
  });

  it("greets by the name in this tab's sessionStorage (a sign-in without Remember me)", () => {
    sessionStorage.setItem('pitaka:session', JSON.stringify({ name: 'Maria', email: 'maria@example.com' }));
    localStorage.setItem('pitaka:session', '1');
    runBootScript();
    expect(boot()?.querySelector('p')?.textContent).toBe('Welcome back, Maria');
  });

  it('shows a name as typed, never as markup', () => {
    const name = '<img src=x onerror=alert(1)> & Co';
    localStorage.setItem('pitaka:session', JSON.stringify({ name, email: 'a@example.com' }));
    runBootScript();
    expect(boot()?.querySelector('img')).toBeNull();
    expect(boot()?.querySelector('p')?.textContent).toBe(`Welcome back, ${name}`);
  });

  it.each([
    ['nobody signed in on this device', null],
    ['a hint that names nobody (written before it named the user)', '1'],
    ['a hint that is not JSON', '{'],
  ])('removes it for %s: the app shows what it shows today', (_what, hint) => {
    if (hint !== null) localStorage.setItem('pitaka:session', hint);
    runBootScript();
    expect(boot()).toBeNull();
    expect(bootScreenShown()).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('counts as not shown while still hidden (its script did not run), and goes when the app says', () => {
    expect(bootScreenShown()).toBe(false);
    boot()?.removeAttribute('hidden');
    expect(bootScreenShown()).toBe(true);
    removeBootScreen();
    expect(boot()).toBeNull();
  });
});
