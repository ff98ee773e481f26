// Every domain message group's translations in one module: one download, when a language other
// than English is first chosen (translations.ts loads it). English needs none: a DomainMessage
// carries its English text. A group that becomes a catalogue adds itself here and in groups.ts.
import authFil from './auth.fil.messages.json';
import categoriesFil from './categories.fil.messages.json';
import validationFil from './validation.fil.messages.json';
import accountsFil from './accounts.fil.messages.json';
import transfersFil from './transfers.fil.messages.json';
import recurringFil from './recurring.fil.messages.json';
import offlineFil from './offline.fil.messages.json';
import insightsFil from './insights.fil.messages.json';
import statementImportFil from './statement-import.fil.messages.json';
import backupFil from './backup.fil.messages.json';
import paluwaganFil from './paluwagan.fil.messages.json';
import debtFil from './debt.fil.messages.json';
import linksFil from './links.fil.messages.json';
import householdsFil from './households.fil.messages.json';
import budgetsFil from './budgets.fil.messages.json';

/** The compiled messages of each group, by language. */
export const TRANSLATIONS = {
  fil: {
    auth: authFil,
    categories: categoriesFil,
    validation: validationFil,
    accounts: accountsFil,
    transfers: transfersFil,
    recurring: recurringFil,
    offline: offlineFil,
    insights: insightsFil,
    statementImport: statementImportFil,
    backup: backupFil,
    paluwagan: paluwaganFil,
    debt: debtFil,
    links: linksFil,
    households: householdsFil,
    budgets: budgetsFil,
  },
};
