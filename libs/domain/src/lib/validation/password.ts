import { MIN_PASSWORD_LENGTH } from '../constants';
import { AUTH_MESSAGES, type AuthMessageKey } from '../errors/messages';
import { invalid, valid, type Validation } from './result';

export type ChecklistItemId = 'length' | 'uppercase' | 'number' | 'match' | 'all';

/** Each checklist item's words, by key: what a screen shows in the user's language. */
export const CHECKLIST_MESSAGE: Readonly<Record<ChecklistItemId, AuthMessageKey>> = {
  length: 'checklistLength',
  uppercase: 'checklistUppercase',
  number: 'checklistNumber',
  match: 'checklistMatch',
  all: 'checklistAllMet',
};

export interface ChecklistItem {
  id: ChecklistItemId;
  label: string;
  met: boolean;
}

/** The three password rules, always shown. Any uppercase letter counts, so 'Ñ' does too. */
export function passwordRules(password: string): ChecklistItem[] {
  return [
    { id: 'length', label: AUTH_MESSAGES[CHECKLIST_MESSAGE.length], met: password.length >= MIN_PASSWORD_LENGTH },
    { id: 'uppercase', label: AUTH_MESSAGES[CHECKLIST_MESSAGE.uppercase], met: /\p{Lu}/u.test(password) },
    { id: 'number', label: AUTH_MESSAGES[CHECKLIST_MESSAGE.number], met: /[0-9]/.test(password) },
  ];
}

export function passwordMeetsRules(password: string): boolean {
  return passwordRules(password).every((item) => item.met);
}

/** Confirmation must be non-empty and equal. */
export function passwordsMatch(password: string, confirm: string): boolean {
  return confirm !== '' && confirm === password;
}

/**
 * The live checklist: the three rules; 'Passwords match' only once the rules are met; and
 * 'Password meets requirements' once everything (rules and match) is met.
 */
export function passwordChecklist(password: string, confirm: string): ChecklistItem[] {
  const items = passwordRules(password);
  if (!items.every((item) => item.met)) return items;
  const match = passwordsMatch(password, confirm);
  items.push({ id: 'match', label: AUTH_MESSAGES[CHECKLIST_MESSAGE.match], met: match });
  if (match) items.push({ id: 'all', label: AUTH_MESSAGES[CHECKLIST_MESSAGE.all], met: true });
  return items;
}

/** The sign-up form's password fields. */
export type SignUpField = 'password' | 'confirmPassword';

/** What a failed sign-up check says, by the field it failed on. */
export const SIGN_UP_MESSAGE: Readonly<Record<SignUpField, AuthMessageKey>> = {
  confirmPassword: 'passwordsDoNotMatch',
  password: 'passwordRequirementsNotMet',
};

/**
 * Sign-up submit: 'Passwords do not match' (on the confirmation), then 'Password does not meet
 * all requirements' (on the password).
 */
export function validateSignUp<I extends { password: string; confirmPassword: string }>(
  input: I,
): Validation<I, SignUpField> {
  if (!passwordsMatch(input.password, input.confirmPassword)) {
    return invalid('confirmPassword', AUTH_MESSAGES[SIGN_UP_MESSAGE.confirmPassword]);
  }
  if (!passwordMeetsRules(input.password)) return invalid('password', AUTH_MESSAGES[SIGN_UP_MESSAGE.password]);
  return valid(input);
}
