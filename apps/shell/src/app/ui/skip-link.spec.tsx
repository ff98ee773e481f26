import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('moves focus to the main content without changing the URL', async () => {
    const before = window.location.href;
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/elsewhere">Elsewhere</a>
        </nav>
        <main id="main-content" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
