import styled from 'styled-components';
import { spreadRow } from './spread-row';
import { theme } from './theme';
import { uiText } from './i18n/ui-text';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 72rem;
  margin: 0 auto;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 1.6rem;
  color: ${theme.colors.text};
  /* A user's 200-character name without spaces wraps instead of widening the page. */
  overflow-wrap: anywhere;
`;

export const PageSubtitle = styled.p`
  margin: 0.25rem 0 0;
  color: ${theme.colors.textMuted};
`;

export const PageHeaderRow = styled.header`
  ${spreadRow}
  gap: 1rem;
`;

const Notice = styled.p`
  margin: 0;
  padding: 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.border};
  color: ${theme.colors.textMuted};
`;

/** A page whose feature has not shipped yet: its title, subtitle and a plain notice. */
export function PlaceholderPage({ title, subtitle }: { title: string; subtitle?: string }) {
  const text = uiText.useText();
  return (
    <Page>
      <PageHeaderRow>
        <div>
          <PageTitle>{title}</PageTitle>
          {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
        </div>
      </PageHeaderRow>
      <Notice>{text('building')}</Notice>
    </Page>
  );
}
