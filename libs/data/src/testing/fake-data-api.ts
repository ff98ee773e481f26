// A typed fake of the data API for page and widget tests: every query and command is a jest.fn
// that fails loudly until the test says what it answers, so a page can never silently read
// something the test did not set up.
import type { DataApi } from '../lib/data-api';

type ApiFunctionName = {
  [K in keyof DataApi]: DataApi[K] extends (...args: never[]) => unknown ? K : never;
}[keyof DataApi];

export type FakeDataApi = { [K in ApiFunctionName]: jest.MockedFunction<DataApi[K]> };

// The names come from the real module's runtime shape would need Firebase; listed here instead
// and checked against DataApi by the compiler (a missing or extra name is a type error).
const NAMES = [
  'acceptInvite',
  'addTransaction',
  'addTransfer',
  'cancelInvite',
  'changeRole',
  'completeSetup',
  'countNewActivity',
  'countTransactions',
  'createAccount',
  'createDebt',
  'createGoal',
  'createHousehold',
  'createPaluwagan',
  'createRecurring',
  'declineInvite',
  'deleteAccount',
  'deleteDebt',
  'deleteGoal',
  'deleteHousehold',
  'deletePaluwagan',
  'deleteRecurring',
  'editTransaction',
  'editTransfer',
  'fetchAccountTransactionsPage',
  'fetchTransactionsPage',
  'getAccount',
  'getBudget',
  'getDebt',
  'getGoal',
  'getImportMapping',
  'getInvite',
  'getLatestBudget',
  'getLedgerSummary',
  'getMonthSummary',
  'getPaluwagan',
  'getRecurring',
  'getStatementImport',
  'getTransfer',
  'getUserProfile',
  'importStatement',
  'inviteMember',
  'leaveHousehold',
  'listAccounts',
  'listActivity',
  'listDebts',
  'listGoals',
  'listHouseholdInvites',
  'listImportDuplicateKeys',
  'listImportTransactions',
  'listMembers',
  'listMyHouseholds',
  'listMyInvites',
  'listPadalaParts',
  'listPaluwagans',
  'listRates',
  'listRecentTransactions',
  'listRecurring',
  'listStatementImports',
  'makeBackup',
  'markActivitySeen',
  'markPayoutTowardGoal',
  'markRows',
  'moveAccountIn',
  'padalaQueryShape',
  'pauseRecurring',
  'rebuildSummaries',
  'removeGoalContribution',
  'removeMember',
  'removeRate',
  'restoreBackup',
  'resumeRecurring',
  'revertTransaction',
  'revertTransfer',
  'saveBudget',
  'saveLanguage',
  'setAsideForGoal',
  'setRate',
  'skipOccurrences',
  'transactionsQueryShape',
  'undoStatementImport',
  'unmarkRows',
  'unskipOccurrences',
  'updateAccount',
  'updateDebt',
  'updateGoal',
  'updatePaluwagan',
  'updateRecurring',
] as const satisfies readonly ApiFunctionName[];

// Compile-time completeness: every function of DataApi is in NAMES.
type Missing = Exclude<ApiFunctionName, (typeof NAMES)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

/**
 * A fake data API. `answers` sets implementations up front; later, `api.listAccounts.mockResolvedValue([...])`.
 * An unanswered call rejects with an error naming the function.
 */
export function createFakeDataApi(answers: Partial<DataApi> = {}): FakeDataApi {
  const api = {} as Record<string, jest.Mock>;
  for (const name of NAMES) {
    const given = answers[name] as ((...args: unknown[]) => unknown) | undefined;
    api[name] = jest.fn(
      given ??
        (() => Promise.reject(new Error(`fake data API: ${name} was called, but the test set no answer for it`))),
    );
  }
  return api as unknown as FakeDataApi;
}
