import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { focusableElements, useFocusTrap } from './focus-trap';

function Harness({ onEscape }: { onEscape?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  useFocusTrap(ref, active, { onEscape });
  return (
    <>
      <button type="button" onClick={() => setActive(true)}>
        Activate
      </button>
      <div ref={ref}>
        <a href="#one">One</a>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" style={{ visibility: 'hidden' }}>
          Invisible
        </button>
        <div hidden>
          <button type="button">In hidden</button>
        </div>
        <input aria-label="Two" />
        <button type="button" onClick={() => setActive(false)}>
          Three
        </button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

describe('useFocusTrap', () => {
  it('lists only what Tab can reach', () => {
    const { container } = render(<Harness />);
    const box = container.querySelector('div') as HTMLElement;
    expect(focusableElements(box).map((el) => el.textContent || el.getAttribute('aria-label'))).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });

  it('moves focus in on activation and cycles both ways', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Two' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
  });

  it('calls onEscape', async () => {
    const onEscape = jest.fn();
    render(<Harness onEscape={onEscape} />);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('lets focus go once inactive', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Three' }));
    screen.getByRole('button', { name: 'Outside' }).focus();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });
});
