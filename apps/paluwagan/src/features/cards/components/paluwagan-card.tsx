import { ProgressBar, SkeletonBlock, SkeletonText, StatusBanner, StatusBannerSkeleton, theme } from '@pitaka/ui';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PaluwaganCardView } from '../card-view';

const Box = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  min-width: 0;
  padding: 1.1rem 1.25rem 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: ${theme.colors.primary};
    box-shadow: 0 6px 16px rgba(15, 23, 42, 0.1);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Title = styled.div`
  min-width: 0;
  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.35;
    overflow-wrap: break-word;
  }
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  /* The whole card is the link's target; the name stays its accessible name. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.md};
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.35rem 0.75rem;
  margin-top: 0.25rem;
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Chip = styled.span`
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${theme.colors.primarySoft};
  color: #115e59;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
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
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <Title>
        <Heading id={headingId}>
          <Link to={`/paluwagan/${encodeURIComponent(card.id)}`}>{card.name}</Link>
        </Heading>
        <Meta>
          <span>{card.started}</span>
          <Chip>{card.numbers}</Chip>
        </Meta>
      </Title>
      <ProgressBar label="Progress" value={card.progress} />
      <Figures $compact={compact}>
        <div>
          <dt>Weekly Due</dt>
          <dd>{card.weeklyDue}</dd>
        </div>
        <div>
          <dt>Payout</dt>
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
    </Box>
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
    <Box as="div">
      <Title>
        <Heading>
          <SkeletonText $width="60%" />
        </Heading>
        <Meta>
          <span>
            <SkeletonText $width="9rem" />
          </span>
          <Chip>
            <SkeletonText $width="3.5rem" />
          </Chip>
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
    </Box>
  );
}
