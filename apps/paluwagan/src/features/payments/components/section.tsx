import { Card, theme } from '@pitaka/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** A titled block of the detail screen. */
export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {aside}
      </Head>
      {children}
    </Box>
  );
}
