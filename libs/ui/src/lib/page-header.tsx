import type { ReactNode } from 'react';
import { PageHeaderRow, PageSubtitle, PageTitle } from './page';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Above the title, e.g. `<BackLink as={Link} to="/debt">Back to Debt List</BackLink>`. */
  back?: ReactNode;
  /** Right of the title, e.g. the page's main button. */
  action?: ReactNode;
}

/** A page's header row: an optional back link, the title and subtitle, and an optional action. */
export function PageHeader({ title, subtitle, back, action }: PageHeaderProps) {
  return (
    <PageHeaderRow>
      <div>
        {back}
        <PageTitle>{title}</PageTitle>
        {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
      </div>
      {action}
    </PageHeaderRow>
  );
}
