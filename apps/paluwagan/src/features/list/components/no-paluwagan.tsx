import { LinkButton } from '@pitaka/remote-kit';
import { Card, EmptyState, PaluwaganIcon } from '@pitaka/ui';

/** 'No Paluwagan' with the way to create the first one. */
export function NoPaluwagan({ headingLevel = 2, framed = true }: { headingLevel?: 2 | 3; framed?: boolean }) {
  const state = (
    <EmptyState
      headingLevel={headingLevel}
      icon={<PaluwaganIcon />}
      title="No Paluwagan"
      text="Get started by creating a new Paluwagan."
      action={<LinkButton to="/paluwagan/create">New Paluwagan</LinkButton>}
    />
  );
  return framed ? <Card>{state}</Card> : state;
}
