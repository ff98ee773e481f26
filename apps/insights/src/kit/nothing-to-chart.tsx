import { LinkButton } from '@pitaka/remote-kit';
import { Card, EmptyState, InsightsIcon, type ButtonVariant } from '@pitaka/ui';
import { useInsightsText } from '../i18n/insights-text';

export interface NothingToChartProps {
  title: string;
  /** Why there is nothing, and what would change that. */
  text: string;
  /** The Add Transaction button's look: primary when it is the page's one way on. */
  actionVariant?: ButtonVariant;
}

/** A card in place of the charts when there is nothing to chart, with the way to record some. */
export function NothingToChart({ title, text, actionVariant }: NothingToChartProps) {
  const words = useInsightsText();
  return (
    <Card>
      <EmptyState
        headingLevel={2}
        icon={<InsightsIcon />}
        title={title}
        text={text}
        action={
          <LinkButton to="/add-transaction" variant={actionVariant} changes>
            {words('add')}
          </LinkButton>
        }
      />
    </Card>
  );
}
