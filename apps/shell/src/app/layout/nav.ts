import { AccountsIcon, DashboardIcon, DebtIcon, PaluwaganIcon, TransactionsIcon } from '@pitaka/ui';

/** The side navigation. `sections` are the path prefixes that make a link active. */
export const NAV_LINKS = [
  { to: '/dashboard', label: 'Dashboard', icon: DashboardIcon, sections: ['/dashboard'] },
  {
    to: '/transactions',
    label: 'Transactions',
    icon: TransactionsIcon,
    sections: ['/transactions', '/add-transaction'],
  },
  {
    to: '/accounts',
    label: 'Accounts',
    icon: AccountsIcon,
    sections: ['/accounts', '/add-account', '/edit-account', '/account-setup'],
  },
  { to: '/paluwagan', label: 'Paluwagan', icon: PaluwaganIcon, sections: ['/paluwagan'] },
  { to: '/debt', label: 'Debt', icon: DebtIcon, sections: ['/debt'] },
] as const;

/** `/accounts` matches `/accounts` and `/accounts/abc`, not `/accountsx`. */
function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The `to` of the link to highlight for `pathname`, if any. */
export function activeNavTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return NAV_LINKS.find((link) => link.sections.some((prefix) => hasPrefix(path, prefix)))?.to;
}
