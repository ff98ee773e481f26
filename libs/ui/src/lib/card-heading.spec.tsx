import { render, screen } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { CardHeading } from './card-heading';
import { StatusPill } from './status-pill';

describe('CardHeading', () => {
  it('names the card with an h3, the line under it and the aside beside it', async () => {
    const { container } = render(
      <article aria-labelledby="name">
        <CardHeading
          id="name"
          title="Meralco"
          subtitle="Bill · Utilities"
          aside={<StatusPill tone="warning">Paused</StatusPill>}
        />
      </article>,
    );
    expect(screen.getByRole('article', { name: 'Meralco' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 3, name: 'Meralco' });
    expect(heading.nextElementSibling).toHaveTextContent('Bill · Utilities');
    expect(heading.parentElement?.nextElementSibling).toHaveTextContent('Paused');
    await expectNoSeriousA11yViolations(container);
  });

  it('is no heading in a placeholder', () => {
    render(<CardHeading as="div" title="…" subtitle="…" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
