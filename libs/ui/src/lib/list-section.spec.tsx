import { render, screen, within } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { CardGrid, ListSection, ListSectionSkeleton } from './list-section';
import { SkeletonCard } from './skeleton-card';

describe('ListSection', () => {
  it('is a region named by its heading, with its cards under it', async () => {
    const { container } = render(
      <ListSection title="Bills">
        <CardGrid $min="19rem">
          <article aria-label="Meralco">Meralco</article>
        </CardGrid>
      </ListSection>,
    );
    const section = screen.getByRole('region', { name: 'Bills' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Bills' })).toBeInTheDocument();
    expect(within(section).getByRole('article', { name: 'Meralco' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it("fits as many cards to a row as the grid's minimum width allows", () => {
    render(<CardGrid $min="17rem" data-testid="grid" />);
    expect(getComputedStyle(screen.getByTestId('grid')).gridTemplateColumns).toBe(
      'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
    );
  });

  it('while loading, is no region: the heading is a shape over the cards’ placeholders', () => {
    const { container } = render(
      <ListSectionSkeleton headingWidth="8rem">
        <SkeletonCard>
          <span data-testid="shape" />
        </SkeletonCard>
      </ListSectionSkeleton>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid="shape"]')).toHaveLength(1);
  });
});
