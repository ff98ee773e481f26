import { SegmentedChoice } from '../segmented-choice';
import { loadCatalogues } from './catalogue';
import { chooseLanguage, LANGUAGES, useLanguage, type Language } from './language';
import { switcherText } from './switcher-text';

/**
 * Switches once this app's texts in `language` have downloaded, so no screen waits blank for them
 * (a failed download leaves the language as it was).
 */
export function switchLanguage(language: Language): Promise<void> {
  return loadCatalogues(language).then(() => chooseLanguage(language));
}

export interface LanguageSwitcherProps {
  compact?: boolean;
  hint?: string;
  /** Called after the page has switched (e.g. to remember the choice with the user's account). */
  onChosen?: (language: Language) => void;
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
          () => onChosen?.(language),
          (error: unknown) => console.error(`The ${language} texts could not be loaded`, error),
        )
      }
      compact={compact}
      hint={hint}
    />
  );
}
