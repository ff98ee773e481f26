import { INSIGHTS } from '@pitaka/domain';
import { LoadView } from '@pitaka/remote-kit';
import { TextLink, theme, WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useInsightsText } from '../../../i18n/insights-text';
import type { ThisMonth } from '../this-month';
import { ThisMonthFigures } from './this-month-figures';
import { ThisMonthSkeleton } from './this-month-skeleton';

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** The dashboard's "This month" block, linking to /insights. */
export function ThisMonthCard({ view }: { view: ThisMonth }) {
  const text = useInsightsText();
  return (
    <WidgetCard title={text('tm')} viewAll={{ to: '/insights', label: text('tm.all'), linkAs: Link }}>
      <LoadView state={view} loading={<ThisMonthSkeleton />} failed={INSIGHTS.loadFailed}>
        {(loaded) =>
          loaded.status === 'ready' ? (
            <ThisMonthFigures figures={loaded.figures} />
          ) : (
            <Note>
              {text('tm.notReady')}{' '}
              <TextLink as={Link} to="/insights">
                {text('tm.prepare')}
              </TextLink>
            </Note>
          )
        }
      </LoadView>
    </WidgetCard>
  );
}
