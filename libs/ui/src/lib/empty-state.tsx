import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Box = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  color: ${theme.colors.textMuted};
  h2, h3 { margin: 0 0 0.25rem; color: ${theme.colors.text}; font-size: 1.1rem; }
  p { margin: 0 0 1rem; }
`;

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Box>
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {action}
    </Box>
  );
}
