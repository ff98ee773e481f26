import {
  CardLink,
  LinkCard,
  ProgressBar,
  SkeletonBlock,
  SkeletonLine,
  SkeletonText,
  spreadRow,
  StatusBanner,
  StatusBannerSkeleton,
  StatusPill,
  theme,
} from '@pitaka/ui';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';
import type { PaluwaganCardView } from '../card-view';

const Title = styled.div`
  min-width: 0;
  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.35;
    overflow-wrap: break-word;
  }
`;

const Meta = styled.div`
  ${spreadRow}
  gap: 0.35rem 0.75rem;
  margin-top: 0.25rem;
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Figures = styled.dl<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${({ $compact }) => ($compact ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  gap: ${({ $compact }) => ($compact ? '0.35rem' : '0.75rem')};
  margin: 0;
  > div {
    display: ${({ $compact }) => ($compact ? 'flex' : 'block')};
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem;
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0.1rem 0 0;
    font-size: ${({ $compact }) => ($compact ? '0.95rem' : '1.05rem')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Lines = styled.div`
  display: grid;
  gap: 0.4rem;
  margin-top: auto;
`;

export interface PaluwaganCardProps {
  card: PaluwaganCardView;
  /** 2 on the list page, 3 inside the dashboard block. */
  headingLevel?: 2 | 3;
  /** Narrow places (the dashboard column): figures one per line. */
  compact?: boolean;
}

/** One paluwagan: name (the link to its detail), start, progress, amounts and status lines. */
export const PaluwaganCard = memo(function PaluwaganCard({
  card,
  headingLevel = 2,
  compact = false,
}: PaluwaganCardProps) {
  const text = usePaluwaganText();
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <LinkCard aria-labelledby={headingId}>
      <Title>
        <Heading id={headingId}>
          <CardLink as={Link} to={`/paluwagan/${encodeURIComponent(card.id)}`}>
            {card.name}
          </CardLink>
        </Heading>
        <Meta>
          <span>{card.started}</span>
          <StatusPill tone="primary">{text('card.numbers', { count: card.numberCount })}</StatusPill>
        </Meta>
      </Title>
      <ProgressBar label={text('card.progress')} value={card.progress} />
      <Figures $compact={compact}>
        <div>
          <dt>{text('card.weeklyDue')}</dt>
          <dd>{card.weeklyDue}</dd>
        </div>
        <div>
          <dt>{text('card.payout')}</dt>
          <dd>{card.payout}</dd>
        </div>
      </Figures>
      <Lines>
        {card.lines.map((line) => (
          <StatusBanner key={line.text} tone={line.tone}>
            {line.text}
          </StatusBanner>
        ))}
      </Lines>
    </LinkCard>
  );
});

const Heading = styled.div`
  font-size: 1.1rem;
  line-height: 1.35;
`;

/** As tall as ProgressBar: its label line, then the track. */
const ProgressPlaceholder = styled.div`
  font-size: 0.875rem;
  > :first-child {
    margin-bottom: 0.35rem;
  }
`;

/** A card's shape while the list loads: its own boxes and line heights, holding placeholders. */
export function PaluwaganCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <LinkCard as="div">
      <Title>
        <SkeletonLine frame={Heading} width="60%" />
        <Meta>
          <span>
            <SkeletonText $width="9rem" />
          </span>
          <StatusPill tone="primary">
            <SkeletonText $width="3.5rem" />
          </StatusPill>
        </Meta>
      </Title>
      <ProgressPlaceholder>
        <div>
          <SkeletonText $width="30%" />
        </div>
        <SkeletonBlock $height="0.6rem" $radius="999px" />
      </ProgressPlaceholder>
      <Figures $compact={compact}>
        {['40%', '30%'].map((width) => (
          <div key={width}>
            <dt>
              <SkeletonText $width="5rem" />
            </dt>
            <dd>
              <SkeletonText $width={compact ? '5rem' : width} />
            </dd>
          </div>
        ))}
      </Figures>
      <Lines>
        <StatusBannerSkeleton />
        <StatusBannerSkeleton />
      </Lines>
    </LinkCard>
  );
}
