import { darkPalette, lightPalette, type ColorToken, type Palette } from './palettes';

/** WCAG 2 relative luminance of an opaque `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Text drawn on a background by the kit and the apps: each must read at WCAG AA (4.5:1). */
const TEXT_ON: [ColorToken, ColorToken[]][] = [
  [
    'surface',
    ['text', 'textMuted', 'placeholder', 'primary', 'income', 'expense', 'danger', 'warning', 'info', 'accent'],
  ],
  ['background', ['text', 'textMuted', 'primary', 'income', 'expense', 'danger']],
  ['surfaceMuted', ['text', 'textMuted']],
  ['neutralSoft', ['text', 'textMuted']],
  ['primary', ['onPrimary']],
  ['danger', ['onDanger']],
  ['primarySoft', ['primaryStrong', 'primaryHover', 'text']],
  ['dangerSoft', ['dangerStrong', 'expense']],
  ['warningSoft', ['warning']],
  ['attentionSoft', ['attention']],
  ['infoSoft', ['infoStrong']],
  ['successSoft', ['success', 'income']],
  ['brandFrom', ['onBrand', 'onBrandMuted']],
  ['brandTo', ['onBrand', 'onBrandMuted']],
  ['brandDeep', ['onBrand', 'onBrandMuted']],
  ['brandActive', ['onBrandActive']],
];

/** Lines and outlines that must be seen (WCAG 1.4.11: 3:1). */
const NON_TEXT_ON: [ColorToken, ColorToken[]][] = [
  ['surface', ['borderStrong', 'focus']],
  ['background', ['focus']],
  ['brandFrom', ['brandFocus']],
];

const palettes: [string, Palette][] = [
  ['light', lightPalette],
  ['dark', darkPalette],
];

describe.each(palettes)('the %s palette', (_scheme, palette) => {
  it.each(TEXT_ON.flatMap(([background, texts]) => texts.map((text) => [text, background] as const)))(
    '%s on %s reads at 4.5:1',
    (text, background) => {
      expect(contrast(palette[text], palette[background])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(NON_TEXT_ON.flatMap(([background, lines]) => lines.map((line) => [line, background] as const)))(
    '%s on %s is seen at 3:1',
    (line, background) => {
      expect(contrast(palette[line], palette[background])).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('the palettes', () => {
  it('name the same tokens', () => {
    expect(Object.keys(darkPalette).sort()).toEqual(Object.keys(lightPalette).sort());
  });
});
