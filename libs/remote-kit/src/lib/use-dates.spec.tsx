import { manilaDay } from '@pitaka/domain';
import { chooseLanguage } from '@pitaka/ui';
import { act, render, screen } from '@testing-library/react';
import { useDates } from './use-dates';

function Due() {
  const dates = useDates();
  return (
    <p>
      {dates.date(manilaDay(2026, 11, 25))} · {dates.month('2026-10')}
    </p>
  );
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('useDates', () => {
  it("formats in the page's language and follows a switch", async () => {
    render(<Due />);
    expect(screen.getByText('Nov 25, 2026 · October 2026')).toBeInTheDocument();
    act(() => chooseLanguage('fil'));
    expect(await screen.findByText('Nob 25, 2026 · Oktubre 2026')).toBeInTheDocument();
  });
});
