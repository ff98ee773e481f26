import { useSaveLanguage } from '@pitaka/data';
import { LanguageSwitcher, Page, PageHeader, SectionCard, ThemeSwitcher } from '@pitaka/ui';
import styled from 'styled-components';
import { useShellText } from '../../i18n/shell-text';
import { usePageTitle } from '../routing/page-title';

const Narrow = styled(Page)`
  max-width: 40rem;
`;

/** How the app looks and reads on this device, one section each (the language will join them). */
export function SettingsPage() {
  const text = useShellText();
  const saveLanguage = useSaveLanguage();
  usePageTitle(text('settings.title'));
  return (
    <Narrow>
      <PageHeader title={text('settings.title')} />
      <SectionCard title={text('settings.languageSection')}>
        <LanguageSwitcher
          hint={text('settings.languageHint')}
          onChosen={({ language, chosenAt }) =>
            saveLanguage.mutate({ language, chosenAt: new Date(chosenAt ?? Date.now()) })
          }
        />
      </SectionCard>
      <SectionCard title={text('settings.appearance')}>
        <ThemeSwitcher hint={text('settings.themeHint')} />
      </SectionCard>
    </Narrow>
  );
}
