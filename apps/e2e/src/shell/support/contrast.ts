// Colour contrast of everything on the page, WCAG AA: axe-core's color-contrast rule, and for the
// text axe leaves undecided because of what lies behind it (a gradient such as the navigation's,
// a select's arrow image, an element partly covered or out of view, a lone '₱') the same test
// done from the page's own styles, against every colour the background can take. Where that
// worst case fails (a soft glow that may not reach the text), the pixels behind the text decide:
// the element is photographed with its text made transparent. Nothing is left unchecked.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The reasons (axe's message keys) the backgrounds of the page's styles can settle. */
const FROM_STYLES = new Set([
  'bgGradient',
  'bgImage',
  'bgOverlap',
  'elmPartiallyObscured',
  'elmPartiallyObscuring',
  'outsideViewport',
  'fgAlpha',
  // axe takes a lone symbol for an icon; here it is the '₱' before an amount.
  'nonBmp',
]);

export interface ContrastReport {
  /** 'target: #777 on #fff = 2.1:1 (needs 4.5:1) "text"', one per failing element. */
  failures: string[];
  /** How many elements with text were checked. */
  checked: number;
}

/**
 * Runs in the page: for each selector, the worst contrast of its text against every colour behind
 * it. The background is found by walking up the element's ancestors: translucent colours are laid
 * over what is below them, a gradient counts each of its colours (its translucent ones over each
 * opaque one), and the walk ends at the first opaque layer.
 */
function contrastFromStyles(selectors: readonly string[]) {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba[] =>
    [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
      const [r, g, b, a = 1] = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    });
  const over = (top: Rgba, base: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + base[i] * (1 - a)).concat(1) as Rgba;
  };
  const luminance = (c: Rgba) =>
    [0, 1, 2]
      .map((i) => c[i] / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const hex = (c: Rgba) => `#${[0, 1, 2].map((i) => Math.round(c[i]).toString(16).padStart(2, '0')).join('')}`;

  /** Every opaque colour the element's background can be. */
  function backgrounds(el: Element): Rgba[] {
    const overlays: Rgba[] = []; // nearest first
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const gradient = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage) : [];
      const solid = parse(style.backgroundColor)[0] ?? [0, 0, 0, 0];
      const bases = [...gradient.filter((c) => c[3] === 1), ...(solid[3] === 1 ? [solid] : [])];
      if (bases.length > 0) {
        const glows = gradient.filter((c) => c[3] < 1 && c[3] > 0);
        const all = [...bases, ...glows.flatMap((glow) => bases.map((base) => over(glow, base)))];
        return all.map((base) => overlays.reduceRight((below, top) => over(top, below), base));
      }
      // A background image paints above its element's background colour.
      overlays.push(...gradient.filter((c) => c[3] > 0));
      if (solid[3] > 0) overlays.push(solid);
    }
    const canvas: Rgba = [255, 255, 255, 1];
    return [overlays.reduceRight((below, top) => over(top, below), canvas)];
  }

  const suspects: Suspect[] = [];
  let checked = 0;
  for (const selector of selectors) {
    const el = document.querySelector(selector);
    if (!el) continue;
    const style = getComputedStyle(el);
    let opacity = 1;
    let fading = false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const nodeOpacity = Number(getComputedStyle(node).opacity);
      opacity *= nodeOpacity;
      fading ||= nodeOpacity < 1 && node.getAnimations().some((a) => a.playState === 'running');
    }
    // On its way in or out (a toast closing): not what the reader is left with.
    if (fading) continue;
    const [color] = parse(style.color);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
    const needs = large ? 3 : 4.5;
    checked += 1;
    let worst: { ratio: number; fg: Rgba; bg: Rgba } | null = null;
    for (const bg of backgrounds(el)) {
      const fg = over([color[0], color[1], color[2], color[3] * opacity], bg);
      const r = ratio(fg, bg);
      if (!worst || r < worst.ratio) worst = { ratio: r, fg, bg };
    }
    if (worst && worst.ratio < needs) {
      const text = (el.textContent ?? '').trim().slice(0, 40);
      const box = el.getBoundingClientRect();
      suspects.push({
        selector,
        needs,
        // A closed drawer's links sit beside the page: no photograph can reach them.
        onPage: box.width > 0 && box.height > 0 && box.right > 0 && box.left < document.documentElement.clientWidth,
        color: [color[0], color[1], color[2], color[3] * opacity],
        worst: `${hex(worst.fg)} on ${hex(worst.bg)} = ${worst.ratio.toFixed(2)}:1 (needs ${needs}:1) "${text}"`,
      });
    }
  }
  return { suspects, checked };
}

/** Runs in the page: the worst contrast of `color` over the pixels of a PNG. */
async function worstOverPixels({ png, color }: { png: string; color: number[] }) {
  const luminance = (c: number[]) =>
    [0, 1, 2]
      .map((i) => c[i] / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  let worst = { ratio: Infinity, bg: '' };
  for (let i = 0; i < data.length; i += 4) {
    const bg = [data[i], data[i + 1], data[i + 2]];
    const fg = [0, 1, 2].map((k) => color[k] * color[3] + bg[k] * (1 - color[3]));
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
    const ratio = (hi + 0.05) / (lo + 0.05);
    if (ratio < worst.ratio) worst = { ratio, bg: `rgb(${bg.join(', ')})` };
  }
  return worst;
}

/** Text (and icon strokes) made transparent; through the CSSOM, which the page's CSP allows. */
const HIDDEN_TEXT = ['color', '-webkit-text-fill-color', 'text-shadow'] as const;

/** The element photographed with its text transparent: what lies behind its text. */
async function backgroundShot(page: Page, selector: string): Promise<Buffer | null> {
  const element = page.locator(selector).first();
  const setText = (hidden: boolean) =>
    element.evaluate(
      (el, { props, hide }) => {
        type Saved = { __beforeProbe?: [string, string, string][] };
        for (const node of [el, ...el.querySelectorAll('*')] as (HTMLElement & Saved)[]) {
          if (hide) {
            node.__beforeProbe = props.map((p) => [
              p,
              node.style.getPropertyValue(p),
              node.style.getPropertyPriority(p),
            ]);
            for (const p of props) node.style.setProperty(p, p === 'text-shadow' ? 'none' : 'transparent', 'important');
          } else {
            for (const [p, value, priority] of node.__beforeProbe ?? []) {
              if (value) node.style.setProperty(p, value, priority);
              else node.style.removeProperty(p);
            }
            delete node.__beforeProbe;
          }
        }
      },
      { props: HIDDEN_TEXT, hide: hidden },
    );
  await setText(true);
  try {
    return await element.screenshot({ timeout: 3_000 });
  } catch {
    return null; // out of reach (an off-screen panel): the styles' worst case stands
  } finally {
    await setText(false);
  }
}

interface Suspect {
  selector: string;
  needs: number;
  /** The text's colour, its alpha including the opacity of it and its ancestors. */
  color: number[];
  /** The worst case from the styles, in words. */
  worst: string;
  /** Within the page's width (it can be scrolled to and photographed). */
  onPage: boolean;
}

export async function contrastReport(page: Page): Promise<ContrastReport> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const nodes = (rules: typeof results.violations) => rules.flatMap((rule) => rule.nodes);
  const failures = nodes(results.violations).map((node) => {
    const data = (node.any[0]?.data ?? {}) as Record<string, unknown>;
    const text = node.html.replace(/<[^>]*>/g, '').slice(0, 40);
    return `${node.target.join(' ')}: ${data['fgColor']} on ${data['bgColor']} = ${data['contrastRatio']}:1 (needs ${data['expectedContrastRatio']}) "${text}"`;
  });
  const undecided = nodes(results.incomplete)
    .filter((node) => {
      const data = node.any[0]?.data as { messageKey?: string } | undefined;
      return FROM_STYLES.has(data?.messageKey ?? '') && node.target.length === 1;
    })
    .map((node) => String(node.target[0]));
  const fromStyles = await page.evaluate(contrastFromStyles, undecided);
  for (const suspect of fromStyles.suspects) {
    const shot = suspect.onPage ? await backgroundShot(page, suspect.selector) : null;
    if (!shot) {
      failures.push(`${suspect.selector}: ${suspect.worst} from the styles`);
      continue;
    }
    const pixels = await page.evaluate(worstOverPixels, { png: shot.toString('base64'), color: suspect.color });
    if (pixels.ratio < suspect.needs)
      failures.push(
        `${suspect.selector}: ${suspect.worst} from the styles; ${pixels.ratio.toFixed(2)}:1 over ${pixels.bg} in the pixels behind it`,
      );
  }
  return { failures, checked: nodes(results.passes).length + failures.length + fromStyles.checked };
}
