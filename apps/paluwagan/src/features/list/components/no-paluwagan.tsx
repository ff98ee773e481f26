import { LinkButton } from '@pitaka/remote-kit';
import { Card, EmptyState, PaluwaganIcon } from '@pitaka/ui';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

/** 'No Paluwagan' with the way to create the first one. */
export function NoPaluwagan({ headingLevel = 2, framed = true }: { headingLevel?: 2 | 3; framed?: boolean }) {
  const text = usePaluwaganText();
  const state = (
    <EmptyState
      headingLevel={headingLevel}
      icon={<PaluwaganIcon />}
      title={text('empty.title')}
      text={text('empty.text')}
      action={
        <LinkButton to="/paluwagan/create" changes>
          {text('list.new')}
        </LinkButton>
      }
    />
  );
  return framed ? <Card>{state}</Card> : state;
}
