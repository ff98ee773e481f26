import type { ReactNode } from 'react';
import { useShellText, type ShellTextKey } from '../../i18n/shell-text';
import { usePageTitle } from '../routing/page-title';
import { AuthHeading, AuthLayout } from '../ui/auth-layout';
import { useMarketingPanel, type AuthScreenName } from './marketing';

const HEADINGS: Record<AuthScreenName, { title: ShellTextKey; heading: ShellTextKey; subtitle: ShellTextKey }> = {
  login: { title: 'signIn.title', heading: 'signIn.heading', subtitle: 'signIn.subtitle' },
  register: { title: 'register.title', heading: 'register.title', subtitle: 'register.subtitle' },
  forgot: { title: 'forgot.title', heading: 'forgot.heading', subtitle: 'forgot.subtitle' },
};

/** A sign-in screen: its title, its heading over the form, and its marketing panel beside it. */
export function AuthScreen({ screen, children }: { screen: AuthScreenName; children: ReactNode }) {
  const text = useShellText();
  const keys = HEADINGS[screen];
  usePageTitle(text(keys.title));
  return (
    <AuthLayout panel={useMarketingPanel(screen)}>
      <AuthHeading>
        <h1>{text(keys.heading)}</h1>
        <p>{text(keys.subtitle)}</p>
      </AuthHeading>
      {children}
    </AuthLayout>
  );
}
