import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { CardLink, LinkCard } from './link-card';

function DebtCard() {
  return (
    <LinkCard aria-labelledby="title">
      <h3 id="title">
        <CardLink href="/debt/d1">Tuition loan</CardLink>
      </h3>
      <p>Remaining ₱1,000.00</p>
    </LinkCard>
  );
}

describe('LinkCard and CardLink', () => {
  it("is an article named by its title, whose only link is the title's", async () => {
    const { container } = render(<DebtCard />);
    const card = screen.getByRole('article', { name: 'Tuition loan' });
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Tuition loan');
    expect(links[0]).toHaveAttribute('href', '/debt/d1');
    await expectNoSeriousA11yViolations(container);
  });

  it("stretches the link's target over the card, which positions it", () => {
    render(<DebtCard />);
    expect(getComputedStyle(screen.getByRole('article')).position).toBe('relative');
    const link = screen.getByRole('link');
    // jsdom computes no pseudo-elements: read the rule styled-components wrote for the link's class.
    const rules = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const linkClass = Array.from(link.classList).find((name) => rules.includes(`.${name}::after`));
    expect(linkClass).toBeDefined();
    expect(rules).toMatch(new RegExp(`\\.${linkClass}::after\\{[^}]*position:absolute;[^}]*inset:0`));
  });

  it('is reached with Tab, as its one stop', async () => {
    render(
      <>
        <DebtCard />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Tuition loan' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
