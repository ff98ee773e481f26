// Every domain message catalogue by its group's name, in every language (the specs read them; the
// screens download only the translations: translations.ts).
import { ACCOUNT_CATALOGUE } from './accounts';
import type { MessageCatalogue } from './catalogue';
import type { MessageGroup } from './translations';
import { AUTH_CATALOGUE } from './auth';
import { BUDGET_CATALOGUE } from './budgets';
import { BACKUP_CATALOGUE } from './backup';
import { CATEGORY_CATALOGUE } from './categories';
import { DEBT_CATALOGUE } from './debt';
import { HOUSEHOLD_CATALOGUE } from './households';
import { INSIGHTS_CATALOGUE } from './insights';
import { LINK_CATALOGUE } from './links';
import { OFFLINE_CATALOGUE } from './offline';
import { PALUWAGAN_CATALOGUE } from './paluwagan';
import { RECURRING_CATALOGUE } from './recurring';
import { IMPORT_CATALOGUE } from './statement-import';
import { TRANSFER_CATALOGUE } from './transfers';
import { VALIDATION_CATALOGUE } from './validation';

export const MESSAGE_CATALOGUES: Readonly<Record<MessageGroup, MessageCatalogue<string>>> = {
  auth: AUTH_CATALOGUE,
  categories: CATEGORY_CATALOGUE,
  validation: VALIDATION_CATALOGUE,
  accounts: ACCOUNT_CATALOGUE,
  transfers: TRANSFER_CATALOGUE,
  recurring: RECURRING_CATALOGUE,
  offline: OFFLINE_CATALOGUE,
  insights: INSIGHTS_CATALOGUE,
  statementImport: IMPORT_CATALOGUE,
  backup: BACKUP_CATALOGUE,
  paluwagan: PALUWAGAN_CATALOGUE,
  debt: DEBT_CATALOGUE,
  links: LINK_CATALOGUE,
  households: HOUSEHOLD_CATALOGUE,
  budgets: BUDGET_CATALOGUE,
};
