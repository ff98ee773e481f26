import { theme } from '../theme';

const TONES = {
  info: theme.colors.info,
  success: theme.colors.success,
  warning: theme.colors.warning,
  error: theme.colors.danger,
};

// The library derives its icon and progress colours from --toastify-color-<tone> on :root, where
// they are resolved: each is set here too.
const tones = Object.entries(TONES)
  .map(([tone, colour]) =>
    [`--toastify-color-${tone}`, `--toastify-icon-color-${tone}`, `--toastify-color-progress-${tone}`]
      .map((name) => `${name}: ${colour};`)
      .join(' '),
  )
  .join('\n');

/**
 * The toasts (react-toastify, its "light" theme) in the scheme's tokens: its own colours are a
 * white card with grey text in both schemes. Set on the container, so they win over the
 * library's :root values whatever order the two stylesheets load in.
 */
export const toastColours = `
  .Toastify__toast-container {
    --toastify-color-light: ${theme.colors.surface};
    --toastify-text-color-light: ${theme.colors.text};
    ${tones}
    --toastify-color-progress-light: ${theme.colors.primary};
    --toastify-font-family: ${theme.font};
    --toastify-toast-shadow: ${theme.shadow.raised};
  }
  .Toastify__toast-container .Toastify__toast-theme--light {
    border: 1px solid ${theme.colors.border};
  }
  .Toastify__toast-container .Toastify__close-button--light {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
`;
