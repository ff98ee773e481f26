import { formatDate, startedOnText, type Paluwagan } from '@pitaka/domain';
import { Button, PageTitle, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  > div {
    min-width: 0;
    flex: 1 1 16rem;
  }
  h1 {
    overflow-wrap: break-word;
  }
`;

const Meta = styled.p`
  margin: 0.3rem 0 0;
  color: ${theme.colors.textMuted};
  overflow-wrap: break-word;
`;

const Description = styled.p`
  margin: 0.6rem 0 0;
  max-width: 48rem;
  white-space: pre-wrap;
  overflow-wrap: break-word;
`;

/** Back link, name, Edit, organizer and start date. */
export function DetailHeader({ paluwagan }: { paluwagan: Paluwagan }) {
  const started = startedOnText(formatDate(paluwagan.startDate));
  return (
    <header>
      <Back to="/paluwagan">
        <span aria-hidden="true">←&nbsp;</span>Back to Paluwagan
      </Back>
      <Row>
        <div>
          <PageTitle>{paluwagan.name}</PageTitle>
          <Meta>
            Organized by {paluwagan.organizer} · {started}
          </Meta>
          {paluwagan.description && <Description>{paluwagan.description}</Description>}
        </div>
        <Button as={Link} to={`/paluwagan/${encodeURIComponent(paluwagan.id)}/edit`} $variant="secondary">
          Edit
        </Button>
      </Row>
    </header>
  );
}
