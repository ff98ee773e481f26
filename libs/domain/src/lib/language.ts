import type { LanguageCode } from './model';

/** A language the screens and the stored texts come in: the same union as @pitaka/ui's `Language`. */
export type Language = LanguageCode;
