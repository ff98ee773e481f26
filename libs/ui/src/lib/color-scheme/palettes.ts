// The two colour schemes. Every colour on screen is one of these tokens: components name the
// token (`theme.colors.text`), the stylesheet gives it this scheme's value (`themeVariables`).
// Dark values are chosen for WCAG AA on their own surfaces, not inverted from the light ones.

import type { Palette } from './tokens';

export type { ColorToken, Palette } from './tokens';

export const lightPalette: Palette = {
  primary: '#0f766e',
  primaryHover: '#115e59',
  primarySoft: '#ccfbf1',
  /** Text on primarySoft, and the deep teal of the brand. */
  primaryStrong: '#115e59',
  primaryBorder: '#5eead4',
  /** Text and icons on a primary background. */
  onPrimary: '#ffffff',
  accent: '#b45309',
  text: '#1f2937',
  textMuted: '#4b5563',
  placeholder: '#6b7280',
  background: '#f4f6f5',
  surface: '#ffffff',
  /** A quieter surface inside a surface: table headers, checklists. */
  surfaceMuted: '#f8faf9',
  border: '#d1d5db',
  /** The border of a field one types into. */
  borderStrong: '#868e99',
  /** Lines between rows. */
  divider: '#e5e7eb',
  income: '#15803d',
  expense: '#b91c1c',
  danger: '#b91c1c',
  dangerSoft: '#fee2e2',
  /** Text on dangerSoft. */
  dangerStrong: '#991b1b',
  dangerBorder: '#fca5a5',
  /** Text on a danger background. */
  onDanger: '#ffffff',
  warning: '#92400e',
  warningSoft: '#fef3c7',
  warningBorder: '#fcd34d',
  /** A stronger amber than warning, for "due soon" on a row already highlighted in warningSoft. */
  attention: '#78350f',
  attentionSoft: '#fde68a',
  info: '#1d4ed8',
  infoSoft: '#dbeafe',
  /** Text on infoSoft. */
  infoStrong: '#1e3a8a',
  infoBorder: '#93c5fd',
  neutralSoft: '#f3f4f6',
  success: '#166534',
  successSoft: '#dcfce7',
  successBorder: '#86efac',
  focus: '#2563eb',
  /** The glow around a focused field. */
  focusRing: 'rgba(15, 118, 110, 0.25)',
  /** Behind a dialog or the open menu. */
  overlay: 'rgba(15, 23, 42, 0.55)',
  skeleton: '#e5e7eb',
  skeletonHighlight: '#f3f4f6',
  /** The side navigation and the sign-in screens' brand panel: a deep teal in both schemes. */
  brandFrom: '#115e59',
  brandTo: '#134e4a',
  brandDeep: '#0f766e',
  /** The soft lights on the sign-in screens' brand panel. */
  // At 0.22 the intro text under it on the 390 px sign-in screens fell to 4.43:1.
  brandGlowWarm: 'rgba(253, 230, 138, 0.16)',
  brandGlowCool: 'rgba(94, 234, 212, 0.22)',
  onBrand: '#ffffff',
  onBrandMuted: '#ccfbf1',
  /** Focus outline on the brand colour (blue would vanish into teal). */
  brandFocus: '#fde68a',
  brandHover: 'rgba(255, 255, 255, 0.12)',
  brandLine: 'rgba(255, 255, 255, 0.16)',
  /** The current page's link in the navigation. */
  brandActive: '#ffffff',
  onBrandActive: '#115e59',
  shadowColor: 'rgba(15, 23, 42, 0.12)',
  shadowStrong: 'rgba(15, 23, 42, 0.28)',
};

export const darkPalette: Palette = {
  primary: '#14b8a6',
  primaryHover: '#2dd4bf',
  primarySoft: '#123f3b',
  primaryStrong: '#99f6e4',
  primaryBorder: '#1f766d',
  onPrimary: '#04201e',
  accent: '#fbbf24',
  text: '#e6ecea',
  textMuted: '#a9b6b2',
  placeholder: '#8d9b97',
  background: '#0e1413',
  surface: '#172120',
  surfaceMuted: '#1c2726',
  border: '#34423f',
  borderStrong: '#5f706c',
  divider: '#2a3533',
  income: '#4ade80',
  expense: '#fca5a5',
  danger: '#f87171',
  dangerSoft: '#3d1518',
  dangerStrong: '#fecaca',
  dangerBorder: '#7f1d1d',
  onDanger: '#2a0707',
  warning: '#fcd34d',
  warningSoft: '#36280a',
  warningBorder: '#7c5a12',
  attention: '#fde68a',
  attentionSoft: '#4a3608',
  info: '#93c5fd',
  infoSoft: '#14213f',
  infoStrong: '#bfdbfe',
  infoBorder: '#1e40af',
  neutralSoft: '#243030',
  success: '#86efac',
  successSoft: '#0f2d1b',
  successBorder: '#166534',
  focus: '#60a5fa',
  focusRing: 'rgba(45, 212, 191, 0.35)',
  overlay: 'rgba(0, 0, 0, 0.65)',
  skeleton: '#26312f',
  skeletonHighlight: '#323f3c',
  brandFrom: '#0c2a28',
  brandTo: '#081d1c',
  brandDeep: '#0f3d3a',
  brandGlowWarm: 'rgba(253, 230, 138, 0.1)',
  brandGlowCool: 'rgba(94, 234, 212, 0.12)',
  onBrand: '#f0fdfa',
  onBrandMuted: '#a7f3d0',
  brandFocus: '#fde68a',
  brandHover: 'rgba(255, 255, 255, 0.08)',
  brandLine: 'rgba(255, 255, 255, 0.12)',
  // A brand-teal pill, not a light one: the brightest thing on a dark screen would be the menu.
  brandActive: '#0f766e',
  onBrandActive: '#f0fdfa',
  shadowColor: 'rgba(0, 0, 0, 0.45)',
  shadowStrong: 'rgba(0, 0, 0, 0.6)',
};
