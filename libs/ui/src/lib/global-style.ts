import { createGlobalStyle } from 'styled-components';
import { themeVariables } from './color-scheme/theme-variables';
import { toastColours } from './color-scheme/toast-colours';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  ${themeVariables}
  ${toastColours}
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${theme.font};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
`;
