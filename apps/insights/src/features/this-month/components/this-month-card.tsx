import { INSIGHTS_MESSAGES } from '@pitaka/domain';
import { LoadError, TextLink, theme, WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ThisMonth } from '../this-month';
import { ThisMonthFigures } from './this-month-figures';
import { ThisMonthSkeleton } from './this-month-skeleton';

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** The dashboard's "This month" block, linking to /insights. */
export function ThisMonthCard({ view }: { view: ThisMonth }) {
  return (
    <WidgetCard title="This month" viewAll={{ to: '/insights', label: 'View all insights', linkAs: Link }}>
      {view.status === 'loading' && <ThisMonthSkeleton />}
      {view.status === 'failed' && <LoadError message={INSIGHTS_MESSAGES.loadFailed} onRetry={view.retry} />}
      {view.status === 'not-ready' && (
        <Note>
          Your monthly figures are not ready yet.{' '}
          <TextLink as={Link} to="/insights">
            Prepare your insights
          </TextLink>
        </Note>
      )}
      {view.status === 'ready' && <ThisMonthFigures figures={view.figures} />}
    </WidgetCard>
  );
}
