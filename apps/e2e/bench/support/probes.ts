// Timings are taken inside the page: performance.now() counts from navigation start, a capture
// listener notes when the page saw the last click, and each "ready" condition is checked at every
// animation frame, so the figure is what the page showed, not when the test runner heard of it.
import type { BrowserContext, Locator, Page } from '@playwright/test';

/** A screen state, checked in the page. */
export type Probe =
  /** /login interactive: the app's 'Welcome Back!' shown and its Sign in button enabled. */
  | { kind: 'login' }
  /** Every dashboard slot ([data-slot]) shows these texts, with no loading or failure state. */
  | { kind: 'dashboard'; slots: Record<string, string[]> }
  /** One dashboard slot shows these texts, with no loading or failure state (the others may not). */
  | { kind: 'slot'; slot: string; texts: string[] }
  /** The page's h1 is `heading`, main shows every text, and nothing in main is busy loading. */
  | { kind: 'page'; heading: string; texts: string[] }
  /** The list with this accessible name has at least `count` rows, the last of them visible. */
  | { kind: 'rows'; list: string; count: number }
  /** A toast (an alert in the app's toast container) says exactly this. */
  | { kind: 'toast'; text: string };

interface BenchWindow {
  __benchProbe(probe: Probe): boolean;
  __benchClickAt: number;
  __benchChangeAt: number;
}

/** Added to every page of the context before its scripts run. Self-contained: it is serialised. */
function installProbes() {
  const w = window as unknown as BenchWindow;
  w.__benchClickAt = Number.NaN;
  document.addEventListener('click', () => (w.__benchClickAt = performance.now()), true);
  w.__benchChangeAt = Number.NaN;
  document.addEventListener('change', () => (w.__benchChangeAt = performance.now()), true);
  const shown = (el: Element | null | undefined): el is HTMLElement => !!el && (el as HTMLElement).checkVisibility();
  const textOf = (el: Element | null | undefined) => (el as HTMLElement | null)?.innerText ?? '';
  const settled = (root: Element) => !root.querySelector('[aria-busy="true"], [role="alert"]');
  w.__benchProbe = (probe: Probe) => {
    switch (probe.kind) {
      case 'login': {
        // The app's own screen, not the static copy painted before it (which is inert).
        const live = (el: Element) => !el.closest('[data-prerendered]');
        const heading = [...document.querySelectorAll('h1')].find(
          (h) => live(h) && h.textContent?.trim() === 'Welcome Back!',
        );
        const button = [...document.querySelectorAll('button')].find(
          (b) => live(b) && b.textContent?.trim() === 'Sign in',
        );
        return shown(heading) && shown(button) && !button.disabled;
      }
      case 'dashboard': {
        const names = Object.keys(probe.slots);
        if (document.querySelectorAll('[data-slot]').length !== names.length) return false;
        return names.every((name) => {
          const slot = document.querySelector(`[data-slot="${name}"]`);
          return shown(slot) && settled(slot) && probe.slots[name].every((text) => textOf(slot).includes(text));
        });
      }
      case 'slot': {
        const slot = document.querySelector(`[data-slot="${probe.slot}"]`);
        return shown(slot) && settled(slot) && probe.texts.every((text) => textOf(slot).includes(text));
      }
      case 'page': {
        const main = document.querySelector('main');
        const heading = main?.querySelector('h1');
        return (
          shown(main) &&
          shown(heading) &&
          heading.textContent?.trim() === probe.heading &&
          !main.querySelector('[aria-busy="true"]') &&
          probe.texts.every((text) => textOf(main).includes(text))
        );
      }
      case 'rows': {
        const list = document.querySelector(`ul[aria-label="${probe.list}"]`);
        return !!list && list.children.length >= probe.count && shown(list.children[probe.count - 1]);
      }
      case 'toast':
        return [...document.querySelectorAll('.Toastify [role="alert"]')].some(
          (t) => shown(t) && textOf(t).trim() === probe.text,
        );
    }
  };
}

export async function addProbes(context: BrowserContext) {
  await context.addInitScript(installProbes);
}

/** performance.now() in the page at the first frame where the probe holds. */
export async function pageTimeWhen(page: Page, probe: Probe, timeout = 90_000): Promise<number> {
  const handle = await page.waitForFunction(
    (p) => ((window as unknown as BenchWindow).__benchProbe(p) ? performance.now() : 0),
    probe,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds from the page seeing the click on `target` to the first frame where the probe holds. */
export async function clickUntil(page: Page, target: Locator, probe: Probe): Promise<number> {
  await target.waitFor();
  const ready = pageTimeWhen(page, probe);
  await target.click();
  const readyAt = await ready;
  const clickedAt = await page.evaluate(() => (window as unknown as BenchWindow).__benchClickAt);
  if (!Number.isFinite(clickedAt)) throw new Error('the page saw no click (did it reload?)');
  return readyAt - clickedAt;
}

/** Milliseconds from the page seeing `select` change to `value` to the first frame where the probe holds. */
export async function selectUntil(page: Page, select: Locator, value: string, probe: Probe): Promise<number> {
  await select.waitFor();
  const ready = pageTimeWhen(page, probe);
  await select.selectOption(value);
  const readyAt = await ready;
  const changedAt = await page.evaluate(() => (window as unknown as BenchWindow).__benchChangeAt);
  if (!Number.isFinite(changedAt) || readyAt < changedAt) throw new Error('the probe held before the change');
  return readyAt - changedAt;
}

/** Milliseconds from navigation start to the first frame where the probe holds. */
export async function loadUntil(page: Page, path: string, probe: Probe, timeout?: number): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  return pageTimeWhen(page, probe, timeout);
}
