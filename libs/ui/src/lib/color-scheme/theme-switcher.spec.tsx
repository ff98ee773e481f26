import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../../testing/axe';
import { chooseTheme, THEME_CHOICE_KEY } from './theme-choice';
import { ThemeSwitcher } from './theme-switcher';

const html = document.documentElement;
const group = () => screen.getByRole('group', { name: 'Theme' });
const option = (name: string, scope: HTMLElement = group()) => within(scope).getByRole('radio', { name });

beforeEach(() => {
  chooseTheme('system'); // forgets a choice an earlier test's refusing storage left on this page
  localStorage.clear();
  html.removeAttribute('data-theme');
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ThemeSwitcher', () => {
  it('offers Light, Dark and System in a group named Theme, System chosen on a fresh device', async () => {
    const { container } = render(<ThemeSwitcher hint="System follows your device's light or dark setting." />);
    expect(
      within(group())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    expect(option('System')).toBeChecked();
    expect(group()).toHaveAccessibleDescription("System follows your device's light or dark setting.");
    await expectNoSeriousA11yViolations(container);
  });

  it('choosing Dark shows it on the page and remembers it; System forgets it and leaves it to the device', async () => {
    render(<ThemeSwitcher />);
    await userEvent.click(screen.getByText('Dark'));
    expect(option('Dark')).toBeChecked();
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBe('dark');

    await userEvent.click(screen.getByText('Light'));
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(html.style.colorScheme).toBe('light');
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBe('light');

    await userEvent.click(screen.getByText('System'));
    expect(option('System')).toBeChecked();
    expect(html).not.toHaveAttribute('data-theme');
    expect(html.style.colorScheme).toBe('');
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBeNull();
  });

  it('is operated with the keyboard: Tab to the choice, arrows to another', async () => {
    localStorage.setItem(THEME_CHOICE_KEY, 'light');
    render(<ThemeSwitcher />);
    await userEvent.tab();
    expect(option('Light')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(option('Dark')).toHaveFocus();
    expect(option('Dark')).toBeChecked();
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('shows the choice remembered on this device when it mounts', () => {
    localStorage.setItem(THEME_CHOICE_KEY, 'dark');
    render(<ThemeSwitcher />);
    expect(option('Dark')).toBeChecked();
    expect(option('System')).not.toBeChecked();
  });

  it('keeps two switchers on one page in step, each its own radio group', async () => {
    render(
      <>
        <ThemeSwitcher />
        <ThemeSwitcher compact />
      </>,
    );
    const [first, second] = screen.getAllByRole('group', { name: 'Theme' });
    expect(option('Light', first)).not.toHaveAttribute('name', option('Light', second).getAttribute('name'));
    await userEvent.click(within(second).getByText('Dark'));
    expect(option('Dark', first)).toBeChecked();
    await userEvent.click(within(first).getByText('Light'));
    expect(option('Light', second)).toBeChecked();
  });

  it('applies and shows the choice when the device refuses to store it', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<ThemeSwitcher />);
    await userEvent.click(screen.getByText('Dark'));
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(option('Dark')).toBeChecked();
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBeNull();
  });
});
