import { act, render, screen } from '@testing-library/react';
import { mockMatchMedia, restoreMatchMedia } from '../../testing/match-media';
import { useSchemeChanges } from './scheme-changes';

function Probe() {
  return <p>changes: {useSchemeChanges()}</p>;
}

afterEach(() => {
  restoreMatchMedia();
  document.documentElement.removeAttribute('data-theme');
});

describe('useSchemeChanges', () => {
  it('counts a scheme shown on <html> by any app, and the device switching', async () => {
    const setDevice = mockMatchMedia(() => false);
    render(<Probe />);
    expect(screen.getByText('changes: 0')).toBeInTheDocument();
    act(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await screen.findByText('changes: 1')).toBeInTheDocument();
    act(() => setDevice((query) => query === '(prefers-color-scheme: dark)'));
    expect(await screen.findByText('changes: 2')).toBeInTheDocument();
  });
});
