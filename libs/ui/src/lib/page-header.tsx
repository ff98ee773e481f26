import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page, PageHeaderRow, PageSubtitle, PageTitle } from './page';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
`;

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Above the title, e.g. `<BackLink as={Link} to="/debt">Back to Debt List</BackLink>`. */
  back?: ReactNode;
  /** Right of the title: the page's main button, or several side by side (wrapping when narrow). */
  action?: ReactNode;
}

/** A page's header row: an optional back link, the title and subtitle, and optional actions. */
export function PageHeader({ title, subtitle, back, action }: PageHeaderProps) {
  return (
    <PageHeaderRow>
      <div>
        {back}
        <PageTitle>{title}</PageTitle>
        {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
      </div>
      {action && <Actions>{action}</Actions>}
    </PageHeaderRow>
  );
}

export interface TitledPageProps extends PageHeaderProps {
  children: ReactNode;
  /** For styled(TitledPage): a look of its own, e.g. a narrower column for a form. */
  className?: string;
}

/** A screen: its header (PageHeader: title, subtitle, optional back link and actions), then its content. */
export function TitledPage({ children, className, ...header }: TitledPageProps) {
  return (
    <Page className={className}>
      <PageHeader {...header} />
      {children}
    </Page>
  );
}
