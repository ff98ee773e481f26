// users/{uid}: the profile document.
import type { StoredDoc, StoredDate } from './stored-doc';
import { isCurrencyCode, isLanguageCode, type CurrencyCode, type LanguageCode, type UserProfile } from '@pitaka/domain';
import { codec, withDate } from './document';
import { optional, readDate, readString, ts } from './fields';

export interface UserDoc {
  email: string;
  currency: CurrencyCode;
  setupComplete: boolean;
  language?: LanguageCode;
  languageChosenAt?: StoredDate;
  createdAt?: StoredDate;
}

export function userToDoc(u: UserProfile): UserDoc {
  const doc = { email: u.email, currency: u.currency, setupComplete: u.setupComplete };
  const language = u.language
    ? { language: u.language, ...optional('languageChosenAt', u.languageChosenAt && ts(u.languageChosenAt)) }
    : {};
  return withDate({ ...doc, ...language }, 'createdAt', u.createdAt);
}

export function userFromDoc(d: StoredDoc): UserProfile {
  return {
    email: readString(d['email']),
    currency: isCurrencyCode(d['currency']) ? d['currency'] : 'PHP',
    setupComplete: d['setupComplete'] === true,
    ...(isLanguageCode(d['language'])
      ? { language: d['language'], ...optional('languageChosenAt', readDate(d['languageChosenAt'])) }
      : {}),
    createdAt: readDate(d['createdAt']),
  };
}

export const userCodec = codec<UserProfile, UserDoc>(userToDoc, (_id, d) => userFromDoc(d));
