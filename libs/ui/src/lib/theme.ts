export const theme = {
  colors: {
    primary: '#0f766e',
    primaryHover: '#115e59',
    primarySoft: '#ccfbf1',
    accent: '#b45309',
    text: '#1f2937',
    textMuted: '#4b5563',
    background: '#f4f6f5',
    surface: '#ffffff',
    border: '#d1d5db',
    income: '#15803d',
    expense: '#b91c1c',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    /** Text on dangerSoft. */
    dangerStrong: '#991b1b',
    warning: '#92400e',
    warningSoft: '#fef3c7',
    /** A stronger amber than warning, for "due soon" on a row already highlighted in warningSoft. */
    attention: '#78350f',
    attentionSoft: '#fde68a',
    info: '#1d4ed8',
    infoSoft: '#dbeafe',
    /** Text on infoSoft. */
    infoStrong: '#1e3a8a',
    neutralSoft: '#f3f4f6',
    success: '#166534',
    successSoft: '#dcfce7',
    focus: '#2563eb',
  },
  radius: { sm: '6px', md: '10px', lg: '16px' },
  shadow: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
    /** A card that opens a page, under the pointer. */
    cardHover: '0 4px 12px rgba(15, 23, 42, 0.1)',
  },
  breakpoints: { mobile: '768px', phone: '480px' },
  font: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
} as const;

export type PitakaTheme = typeof theme;
