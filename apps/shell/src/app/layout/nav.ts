import { DashboardIcon, HouseholdIcon, navIcon, SettingsIcon } from '@pitaka/ui';
import type { ComponentType } from 'react';
import type { ShellTextKey } from '../../i18n/shell-text';
import type { RemoteRegistry } from '../remotes';

/** A link of the side navigation. `sections` are the path prefixes that make it active. */
export interface NavLink {
  to: string;
  /** In English. */
  label: string;
  /** The shell's own links: their label in the page's language. */
  labelKey?: ShellTextKey;
  /** A remote's links: their label in other languages, from its registration. */
  labels?: Readonly<Record<string, string>>;
  icon: ComponentType;
  sections: readonly string[];
}

/** The shell's own page, always first. */
export const DASHBOARD_LINK: NavLink = {
  to: '/dashboard',
  label: 'Dashboard',
  labelKey: 'nav.dashboard',
  icon: DashboardIcon,
  sections: ['/dashboard'],
};

/** The shell's households pages (and an invitation's), before Settings. */
export const HOUSEHOLDS_LINK: NavLink = {
  to: '/households',
  label: 'Households',
  labelKey: 'nav.households',
  icon: HouseholdIcon,
  sections: ['/households', '/invite', '/activity'],
};

/** The shell's settings page, always last. */
export const SETTINGS_LINK: NavLink = {
  to: '/settings',
  label: 'Settings',
  labelKey: 'nav.settings',
  icon: SettingsIcon,
  sections: ['/settings'],
};

/**
 * The side navigation: the Dashboard, then every registered remote's entries by their order, then
 * Households and Settings.
 */
export function navLinks(remotes: RemoteRegistry): NavLink[] {
  const entries = Object.values(remotes)
    .flatMap((remote) => remote.nav)
    .sort((a, b) => a.order - b.order);
  return [
    DASHBOARD_LINK,
    ...entries.map(({ path, label, labels, icon, activeOn }) => ({
      to: path,
      label,
      labels,
      icon: navIcon(icon),
      sections: [path, ...activeOn],
    })),
    HOUSEHOLDS_LINK,
    SETTINGS_LINK,
  ];
}

/** The link's label in `language`: the shell's from its catalogue, a remote's from its registration. */
export function navLabel(link: NavLink, language: string, text: (key: ShellTextKey) => string): string {
  if (link.labelKey) return text(link.labelKey);
  return link.labels?.[language] ?? link.label;
}

/** `/accounts` matches `/accounts` and `/accounts/abc`, not `/accountsx`. */
function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The `to` of the link to highlight for `pathname`, if any: the one with the longest matching
 * prefix, so a link to `/debt/reports` wins over one to `/debt` there, whatever their order.
 */
export function activeNavTarget(links: readonly NavLink[], pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { to: string; length: number } | undefined;
  for (const link of links) {
    for (const prefix of link.sections) {
      if (hasPrefix(path, prefix) && prefix.length > (best?.length ?? 0)) best = { to: link.to, length: prefix.length };
    }
  }
  return best?.to;
}
