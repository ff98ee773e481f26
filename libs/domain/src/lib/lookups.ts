import type { AccountType, CurrencyCode, LanguageCode, TransactionType } from './model';

export interface CurrencyOption {
  code: CurrencyCode;
  symbol: string;
  name: string;
  /** Option text, e.g. 'PHP Philippine Peso'. */
  label: string;
}

export const CURRENCIES: readonly CurrencyOption[] = [
  { code: 'PHP', symbol: '₱', name: 'Philippine Peso', label: 'PHP Philippine Peso' },
  { code: 'USD', symbol: '$', name: 'US Dollar', label: 'USD US Dollar' },
  { code: 'EUR', symbol: '€', name: 'Euro', label: 'EUR Euro' },
];

export const DEFAULT_CURRENCY: CurrencyCode = 'PHP';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return CURRENCIES.some((c) => c.code === value);
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return value === 'en' || value === 'fil';
}

/** Symbol for a currency; data of unknown currency falls back to the default (PHP, ₱). */
export function currencySymbol(code: CurrencyCode): string {
  const found = CURRENCIES.find((c) => c.code === code);
  return (found ?? CURRENCIES[0]).symbol;
}

export interface AccountTypeOption {
  value: AccountType;
  label: string;
}

export const ACCOUNT_TYPES: readonly AccountTypeOption[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'bank', label: 'Bank Account' },
  { value: 'credit', label: 'Credit Card' },
  { value: 'ewallet', label: 'E-Wallet' },
];

export function isAccountType(value: unknown): value is AccountType {
  return ACCOUNT_TYPES.some((t) => t.value === value);
}

/** Display label of an account type; an unknown stored value is shown as it is (spec silent). */
export function accountTypeLabel(type: AccountType | string): string {
  return ACCOUNT_TYPES.find((t) => t.value === type)?.label ?? type;
}

export const EXPENSE_CATEGORIES = [
  'Food',
  'Transport',
  'Utilities',
  'Rent',
  'Entertainment',
  'Shopping',
  'Health',
  'Education',
  'Subscriptions',
  'Other',
] as const;

export const INCOME_CATEGORIES = ['Salary', 'Bonus', 'Refund', 'Gift', 'Interest', 'Investment', 'Other'] as const;

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

/** Categories the app itself writes (not offered in the category select). */
export const CATEGORY_PALUWAGAN = 'Paluwagan';
export const CATEGORY_DEBT = 'Debt';
export const CATEGORY_INITIAL = 'Initial';
export const CATEGORY_TRANSFER = 'Transfer';
export const CATEGORY_FEES = 'Fees';
export const INITIAL_BALANCE_DESCRIPTION = 'Initial balance';
export const SYSTEM_CATEGORIES: readonly string[] = [
  CATEGORY_PALUWAGAN,
  CATEGORY_DEBT,
  CATEGORY_INITIAL,
  CATEGORY_TRANSFER,
  CATEGORY_FEES,
];

export function categoriesFor(type: TransactionType): readonly string[] {
  return type === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES;
}

/** True when the category is one of the user-selectable categories of that type. */
export function isCategoryValidFor(type: TransactionType, category: string): boolean {
  return categoriesFor(type).includes(category);
}
