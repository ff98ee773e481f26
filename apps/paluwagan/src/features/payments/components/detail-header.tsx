import { startedOn, type Paluwagan } from '@pitaka/domain';
import { LinkButton, useDates, useMessageText } from '@pitaka/remote-kit';
import { BackLink, PageTitle, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

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
  const text = usePaluwaganText();
  const say = useMessageText();
  const started = say(startedOn(useDates().date(paluwagan.startDate)));
  return (
    <header>
      <BackLink as={Link} to="/paluwagan">
        {text('nav.backToList')}
      </BackLink>
      <Row>
        <div>
          <PageTitle>{paluwagan.name}</PageTitle>
          <Meta>{text('detail.meta', { organizer: paluwagan.organizer, started })}</Meta>
          {paluwagan.description && <Description>{paluwagan.description}</Description>}
        </div>
        <LinkButton to={`/paluwagan/${encodeURIComponent(paluwagan.id)}/edit`} variant="secondary" changes>
          {text('detail.edit')}
        </LinkButton>
      </Row>
    </header>
  );
}
