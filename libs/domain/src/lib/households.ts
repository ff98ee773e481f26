// Households: a family's books kept by several people, each with a role (issue 37). Who may do
// what is stated here once; the server checks it on every command, the screens hide what a role
// cannot do.
import type { CurrencyCode } from './model';
import type { Centavos } from './money';
import { HOUSEHOLD as H, householdMessage } from './errors/messages/households';
import { isBlank } from './validation/common';
import { invalid, valid, type Validation } from './validation/result';

export const ROLES = ['owner', 'editor', 'viewer'] as const;
/** owner: everything, members included; editor: the money; viewer: reads only. */
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** What a command needs of its caller in a household. */
export type Need = 'member' | 'editor' | 'owner';

const RANK: Record<Role, number> = { viewer: 0, editor: 1, owner: 2 };
const NEEDED: Record<Need, number> = { member: 0, editor: 1, owner: 2 };

export function roleAllows(role: Role, need: Need): boolean {
  return RANK[role] >= NEEDED[need];
}

export const HOUSEHOLD_NAME_MAX_LENGTH = 60;
/** Members and open invitations together: a family, not a company. */
export const HOUSEHOLD_MAX_MEMBERS = 20;
export const EMAIL_MAX_LENGTH = 254;

/** A household: the root document of its books. */
export interface Household {
  id: string;
  name: string;
  currency: CurrencyCode;
  createdAt: Date;
  createdBy: string;
}

/** A person in a household: households/{id}/members/{uid}. */
export interface Member {
  uid: string;
  /** The e-mail address the person accepted with (the invited one). */
  email: string;
  role: Role;
  joinedAt: Date;
  /** Who let them in (the inviter), or themselves for the household's creator. */
  addedBy: string;
  /** When they last looked at the household's activity (what is new is what came after). */
  seenActivityAt?: Date;
}

/**
 * One change to a household's money or members, written by the server with the command:
 * households/{id}/activity/{id}. What it was is the command's name (the screens word it); the
 * amount and the description or name are the command's own, when it has them.
 */
export interface ActivityEntry {
  id: string;
  by: string;
  command: string;
  at: Date;
  amount?: Centavos;
  /** A transaction's description, or an account's, paluwagan's, debt's or bill's name, or an e-mail. */
  subject?: string;
}

/** An invitation: invites/{id}, its id the secret of the link sent by Messenger or Viber. */
export interface Invite {
  id: string;
  householdId: string;
  householdName: string;
  /** Lower case: the address the person must sign in with, verified, to accept. */
  email: string;
  role: Role;
  invitedBy: string;
  invitedByEmail: string;
  createdAt: Date;
}

/** E-mail addresses compare in lower case, without surrounding spaces (as Firebase Auth keeps them). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One '@' between a local part and a domain with a dot; no spaces; at most 254 characters. */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

export function validateHouseholdName(name: string): Validation<string, 'name'> {
  if (isBlank(name)) return invalid('name', H.nameRequired);
  const trimmed = name.trim();
  if (trimmed.length > HOUSEHOLD_NAME_MAX_LENGTH) {
    return invalid('name', householdMessage('nameTooLong', { max: HOUSEHOLD_NAME_MAX_LENGTH }));
  }
  return valid(trimmed);
}

export interface InviteInput {
  email: string;
  role: Role | string;
}

export function validateRole(role: Role | string): Validation<Role, 'role'> {
  return isRole(role) ? valid(role) : invalid('role', H.roleInvalid);
}

export function validateInvite(input: InviteInput): Validation<{ email: string; role: Role }, 'email' | 'role'> {
  if (isBlank(input.email)) return invalid('email', H.emailRequired);
  const email = normalizeEmail(input.email);
  if (!isEmailAddress(email)) return invalid('email', H.emailInvalid);
  const role = validateRole(input.role);
  return role.ok ? valid({ email, role: role.value }) : role;
}
