import { colorVariable } from '../theme';
import { darkPalette, lightPalette, type Palette } from './palettes';
import { SCHEME_ATTRIBUTE } from './scheme-attribute';

function declarations(palette: Palette, scheme: 'light' | 'dark'): string {
  const variables = Object.entries(palette).map(
    ([token, value]) => `${colorVariable(token as keyof Palette)}: ${value};`,
  );
  return [...variables, `color-scheme: ${scheme};`].join('\n');
}

/**
 * The colour tokens' values for the page: light by default, dark when the device prefers it and no
 * light scheme was chosen, or when dark was chosen. Plain CSS, so the prerendered sign-in screens
 * are in the right scheme before any script runs.
 */
export const themeVariables = `
  :root { ${declarations(lightPalette, 'light')} }
  @media (prefers-color-scheme: dark) {
    :root:not([${SCHEME_ATTRIBUTE}='light']) { ${declarations(darkPalette, 'dark')} }
  }
  :root[${SCHEME_ATTRIBUTE}='dark'] { ${declarations(darkPalette, 'dark')} }
`;
