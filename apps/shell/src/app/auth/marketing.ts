import { useShellText, type ShellTextKey } from '../../i18n/shell-text';
import type { MarketingPanelContent } from '../ui/auth-layout';

type PanelKeys = { title: ShellTextKey; text: ShellTextKey; points: readonly ShellTextKey[] };

const MARKETING_PANELS = {
  login: {
    title: 'panel.login.title',
    text: 'panel.login.text',
    points: ['panel.login.point1', 'panel.login.point2', 'panel.login.point3'],
  },
  register: {
    title: 'panel.register.title',
    text: 'panel.register.text',
    points: ['panel.register.point1', 'panel.register.point2', 'panel.register.point3'],
  },
  forgot: {
    title: 'panel.forgot.title',
    text: 'panel.forgot.text',
    points: ['panel.forgot.point1', 'panel.forgot.point2', 'panel.forgot.point3'],
  },
} satisfies Record<string, PanelKeys>;

export type AuthScreenName = keyof typeof MARKETING_PANELS;

/** The marketing panel beside each sign-in screen, in the page's language. */
export function useMarketingPanel(screen: AuthScreenName): MarketingPanelContent {
  const text = useShellText();
  const keys: PanelKeys = MARKETING_PANELS[screen];
  return { title: text(keys.title), text: text(keys.text), points: keys.points.map((key) => text(key)) };
}
