import { Card, TextLink, theme } from '@pitaka/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  height: 100%;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    color: ${theme.colors.text};
  }
`;

export interface WidgetCardProps {
  title: string;
  /** 'View all' and where it goes. */
  viewAll?: { to: string; label: string };
  children: ReactNode;
}

/** A dashboard block: a titled card with an optional 'View all' link. */
export function WidgetCard({ title, viewAll, children }: WidgetCardProps) {
  const id = useId();
  return (
    <Frame aria-labelledby={id}>
      <Header>
        <h2 id={id}>{title}</h2>
        {viewAll && (
          <TextLink as={Link} to={viewAll.to} aria-label={viewAll.label}>
            View all
          </TextLink>
        )}
      </Header>
      {children}
    </Frame>
  );
}
