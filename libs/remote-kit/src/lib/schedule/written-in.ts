import type { Language } from '@pitaka/domain';

/**
 * What a schedule command is told of its writer: the transactions it books are described in the
 * page's language. English is the commands' own default, so it is left unsaid.
 */
export function writtenIn(language: Language): { language?: Language } {
  return language === 'en' ? {} : { language };
}
