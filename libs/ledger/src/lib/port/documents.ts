// Every kind of document a command reads or writes: its model, and the codec that stores it.
import type {
  Account,
  ActivityEntry,
  Budget,
  Goal,
  CurrencyRates,
  Debt,
  Household,
  Invite,
  Member,
  Paluwagan,
  RecurringItem,
  SavedColumnMapping,
  StatementImport,
  Transaction,
  UserProfile,
} from '@pitaka/domain';
import {
  MalformedDocumentError,
  accountCodec,
  activityCodec,
  attributed,
  budgetCodec,
  goalCodec,
  ratesCodec,
  debtCodec,
  householdCodec,
  inviteCodec,
  ledgerSummaryCodec,
  memberCodec,
  monthSummaryCodec,
  paluwaganCodec,
  recurringCodec,
  restoreMarkerCodec,
  commandReceiptCodec,
  savedMappingFromDoc,
  savedMappingToDoc,
  statementImportCodec,
  transactionCodec,
  userCodec,
  type Codec,
  type CommandReceipt,
  type RestoreMarker,
  type StoredLedgerSummary,
  type StoredMonthSummary,
} from '../stored';

/** How the last statement of an account was read, with when it was remembered. */
export type ImportMapping = SavedColumnMapping & { updatedAt: Date };

export interface Documents {
  user: UserProfile;
  account: Account;
  transaction: Transaction;
  paluwagan: Paluwagan;
  debt: Debt;
  recurring: RecurringItem;
  statementImport: StatementImport;
  importMapping: ImportMapping;
  monthSummary: StoredMonthSummary;
  ledgerSummary: StoredLedgerSummary;
  restoreMarker: RestoreMarker;
  commandReceipt: CommandReceipt;
  household: Household;
  member: Member;
  invite: Invite;
  activity: ActivityEntry;
  budget: Budget;
  goal: Goal;
  rates: CurrencyRates;
}

export type DocKind = keyof Documents;

/** The money documents: a household's record who made and who last changed them. */
export const ATTRIBUTED: ReadonlySet<DocKind> = new Set([
  'account',
  'transaction',
  'paluwagan',
  'debt',
  'recurring',
  'budget',
  'goal',
  'rates',
]);

const importMappingCodec: Codec<ImportMapping> = {
  toDoc: savedMappingToDoc,
  fromDoc: (id, doc) => {
    const mapping = savedMappingFromDoc(id, doc);
    if (!mapping) throw new MalformedDocumentError('not a column mapping');
    return { ...mapping, updatedAt: new Date(Number.NaN) };
  },
};

export const CODECS: { [K in DocKind]: Codec<Documents[K]> } = {
  user: userCodec,
  account: attributed(accountCodec),
  transaction: attributed(transactionCodec),
  paluwagan: attributed(paluwaganCodec),
  debt: attributed(debtCodec),
  recurring: attributed(recurringCodec),
  statementImport: statementImportCodec,
  importMapping: importMappingCodec,
  monthSummary: monthSummaryCodec,
  ledgerSummary: ledgerSummaryCodec,
  restoreMarker: restoreMarkerCodec,
  commandReceipt: commandReceiptCodec,
  household: householdCodec,
  member: memberCodec,
  invite: inviteCodec,
  activity: activityCodec,
  budget: attributed(budgetCodec),
  goal: attributed(goalCodec),
  rates: attributed(ratesCodec),
};
