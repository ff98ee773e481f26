import type { ColorToken } from './color-scheme/tokens';

/** `--pk-text-muted` for `textMuted`. */
export function colorVariable(token: ColorToken): string {
  return `--pk-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * `colors.textMuted` is `var(--pk-text-muted)`, made when read: a proxy rather than a table of the
 * ~55 names, which every app (and its budget) would otherwise carry.
 */
const colors = new Proxy({} as Record<ColorToken, string>, {
  get: (_target, token) => (typeof token === 'string' ? `var(${colorVariable(token as ColorToken)})` : undefined),
});

export const theme = {
  /** Each colour is a CSS variable: the scheme in force (light or dark) decides its value. */
  colors,
  radius: { sm: '6px', md: '10px', lg: '16px' },
  shadow: {
    card: `0 1px 3px ${colors.shadowColor}, 0 1px 2px ${colors.shadowColor}`,
    /** A card that opens a page, under the pointer. */
    cardHover: `0 4px 12px ${colors.shadowColor}`,
    /** A dialog, a toast, a notice above the page. */
    raised: `0 12px 32px ${colors.shadowStrong}`,
  },
  breakpoints: { mobile: '768px', phone: '480px' },
  font: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
} as const;

export type PitakaTheme = typeof theme;
