// Households: one family's books kept by several people (issue 37; spec silent).
import english from './households.en.messages.json';
import { messageGroup, type DomainMessage } from './catalogue';

export type HouseholdMessageKey = keyof typeof english;

/** The households' messages: `HOUSEHOLD.key` when plain, `householdMessage(key, values)` when not. */
export const {
  catalogue: HOUSEHOLD_CATALOGUE,
  message: householdMessage,
  plain: HOUSEHOLD,
  texts: HOUSEHOLD_MESSAGES,
} = messageGroup('households', { en: english, fil: () => import('./households.fil.messages.json') }, [
  'nameTooLong',
  'noAccess',
  'viewerCannotChange',
  'ownersOnly',
  'alreadyMember',
  'alreadyInvited',
  'tooManyMembers',
  'inviteNotYours',
  'emailNotVerified',
  'memberNotFound',
  'lastOwner',
  'alreadyRecordedBy',
  'accountMoving',
  'movePaidRows',
  'moveCurrency',
  'moveUnbalanced',
]);

/** 'You no longer have access to {household}': the app shows it and forgets the household. */
export const noAccessTo = (household: string): DomainMessage => householdMessage('noAccess', { household });
