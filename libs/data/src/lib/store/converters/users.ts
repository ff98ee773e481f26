// users/{uid}: the profile document.
import type { DocumentData, Timestamp } from 'firebase/firestore/lite';
import { isCurrencyCode, isLanguageCode, type CurrencyCode, type LanguageCode, type UserProfile } from '@pitaka/domain';
import { converter, withDate } from './document';
import { readDate, readString } from './fields';

export interface UserDoc {
  email: string;
  currency: CurrencyCode;
  setupComplete: boolean;
  language?: LanguageCode;
  createdAt?: Timestamp;
}

export function userToDoc(u: UserProfile): UserDoc {
  const doc = { email: u.email, currency: u.currency, setupComplete: u.setupComplete };
  return withDate(u.language ? { ...doc, language: u.language } : doc, 'createdAt', u.createdAt);
}

export function userFromDoc(d: DocumentData): UserProfile {
  return {
    email: readString(d['email']),
    currency: isCurrencyCode(d['currency']) ? d['currency'] : 'PHP',
    setupComplete: d['setupComplete'] === true,
    ...(isLanguageCode(d['language']) ? { language: d['language'] } : {}),
    createdAt: readDate(d['createdAt']),
  };
}

export const userConverter = converter<UserProfile, UserDoc>(userToDoc, (_id, d) => userFromDoc(d));
