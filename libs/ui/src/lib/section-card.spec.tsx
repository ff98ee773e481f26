import { render, screen, within } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { SectionCard, SectionNote } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its heading, with the aside beside it and then its content', async () => {
    const { container } = render(
      <SectionCard title="Next Payout" aside={<SectionNote>November 2026</SectionNote>}>
        <p>Number 7</p>
      </SectionCard>,
    );
    const block = screen.getByRole('region', { name: 'Next Payout' });
    const heading = within(block).getByRole('heading', { level: 2, name: 'Next Payout' });
    expect(heading.nextElementSibling).toHaveTextContent('November 2026');
    expect(within(block).getByText('Number 7')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });
});
