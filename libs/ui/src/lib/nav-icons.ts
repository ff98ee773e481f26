import type { ComponentType } from 'react';
import {
  AccountsIcon,
  BudgetIcon,
  CircleIcon,
  DataIcon,
  DashboardIcon,
  DebtIcon,
  InsightsIcon,
  PaluwaganIcon,
  TransactionsIcon,
  UpcomingIcon,
} from './icons';

/**
 * The icons a side-navigation entry may name. The runtime configuration names them (a remote's
 * navigation entries are data, not code), so a new remote picks one of these or asks for one here.
 */
export const NAV_ICONS = {
  dashboard: DashboardIcon,
  transactions: TransactionsIcon,
  upcoming: UpcomingIcon,
  budgets: BudgetIcon,
  accounts: AccountsIcon,
  paluwagan: PaluwaganIcon,
  debt: DebtIcon,
  insights: InsightsIcon,
  data: DataIcon,
} as const satisfies Record<string, ComponentType>;

export type NavIconName = keyof typeof NAV_ICONS;

/** Shown for a name this build of the kit does not know (a config newer than the shell). */
export const FALLBACK_NAV_ICON: ComponentType = CircleIcon;

export function navIcon(name: string): ComponentType {
  return Object.hasOwn(NAV_ICONS, name) ? NAV_ICONS[name as NavIconName] : FALLBACK_NAV_ICON;
}
