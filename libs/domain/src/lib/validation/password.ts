import { MIN_PASSWORD_LENGTH } from '../constants';
import { AUTH_MESSAGES } from '../errors/messages';
import { invalid, valid, type Validation } from './result';

export type ChecklistItemId = 'length' | 'uppercase' | 'number' | 'match' | 'all';

export interface ChecklistItem {
  id: ChecklistItemId;
  label: string;
  met: boolean;
}

/** The three password rules, always shown. Any uppercase letter counts, so 'Ñ' does too. */
export function passwordRules(password: string): ChecklistItem[] {
  return [
    { id: 'length', label: AUTH_MESSAGES.checklistLength, met: password.length >= MIN_PASSWORD_LENGTH },
    { id: 'uppercase', label: AUTH_MESSAGES.checklistUppercase, met: /\p{Lu}/u.test(password) },
    { id: 'number', label: AUTH_MESSAGES.checklistNumber, met: /[0-9]/.test(password) },
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
  items.push({ id: 'match', label: AUTH_MESSAGES.checklistMatch, met: match });
  if (match) items.push({ id: 'all', label: AUTH_MESSAGES.checklistAllMet, met: true });
  return items;
}

/** The sign-up form's password fields. */
export type SignUpField = 'password' | 'confirmPassword';

/**
 * Sign-up submit: 'Passwords do not match' (on the confirmation), then 'Password does not meet
 * all requirements' (on the password).
 */
export function validateSignUp<I extends { password: string; confirmPassword: string }>(
  input: I,
): Validation<I, SignUpField> {
  if (!passwordsMatch(input.password, input.confirmPassword)) {
    return invalid('confirmPassword', AUTH_MESSAGES.passwordsDoNotMatch);
  }
  if (!passwordMeetsRules(input.password)) return invalid('password', AUTH_MESSAGES.passwordRequirementsNotMet);
  return valid(input);
}
