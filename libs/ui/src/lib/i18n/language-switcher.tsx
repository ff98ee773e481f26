import { SegmentedChoice } from '../segmented-choice';
import { loadCatalogues } from './catalogue';
import {
  LANGUAGES,
  readLanguageChoice,
  rememberLanguage,
  showLanguage,
  useLanguage,
  type Language,
  type LanguageChoice,
} from './language';
import { switcherText } from './switcher-text';

/**
 * Remembers the choice at once (a reload while the texts download keeps it), and shows it once
 * this app's texts in `language` have downloaded, so no screen waits blank for them. A failed
 * download puts the previous choice back. `chosenAt`: when the choice was made (now, unless it is
 * the account's, made on another device).
 */
export function switchLanguage(language: Language, chosenAt: number = Date.now()): Promise<LanguageChoice> {
  const previous = readLanguageChoice();
  const choice = { language, chosenAt };
  rememberLanguage(choice);
  return loadCatalogues(language).then(
    () => {
      showLanguage(language);
      return choice;
    },
    (error: unknown) => {
      rememberLanguage(previous);
      throw error;
    },
  );
}

export interface LanguageSwitcherProps {
  compact?: boolean;
  hint?: string;
  /** Called after the page has switched (e.g. to remember the choice with the user's account). */
  onChosen?: (choice: LanguageChoice) => void;
}

/** English or Filipino, each named in itself: shows the page's language and switches it. */
export function LanguageSwitcher({ compact = false, hint, onChosen }: LanguageSwitcherProps) {
  const text = switcherText.useText();
  return (
    <SegmentedChoice
      legend={text('language.legend')}
      options={LANGUAGES.map(({ code, name }) => ({ value: code, label: name }))}
      value={useLanguage()}
      onChange={(language) =>
        switchLanguage(language).then(
          (choice) => onChosen?.(choice),
          (error: unknown) => console.error(`The ${language} texts could not be loaded`, error),
        )
      }
      compact={compact}
      hint={hint}
    />
  );
}
