import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 2rem 1rem;
  text-align: center;
  color: ${theme.colors.textMuted};
  h2,
  h3 {
    margin: 0 0 0.25rem;
    color: ${theme.colors.text};
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    max-width: 28rem;
  }
`;

const Icon = styled.div`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: 0.75rem;
  border-radius: 50%;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const Action = styled.div`
  margin-top: 1rem;
`;

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** A link or button, e.g. the router's <Link> to 'New Paluwagan'. */
  action?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** The title's heading level, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing yet, and the next step. */
export function EmptyState({ title, text, action, icon, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Box>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Heading>{title}</Heading>
      {text && <p>{text}</p>}
      {action && <Action>{action}</Action>}
    </Box>
  );
}
