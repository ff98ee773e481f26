import { Card, theme } from '@pitaka/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.1rem;
    color: ${theme.colors.text};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/** One block of the insights page: a card named by its heading, with an optional note beside it. */
export function ChartSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Frame aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {note && <p>{note}</p>}
      </Head>
      {children}
    </Frame>
  );
}
