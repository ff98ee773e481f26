import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mockMatchMedia, restoreMatchMedia } from '../testing/match-media';
import { useMediaQuery } from './use-media-query';

function Probe({ fallback }: { fallback?: boolean }) {
  return <p>{useMediaQuery('(max-width: 480px)', fallback) ? 'phone' : 'wide'}</p>;
}

afterEach(restoreMatchMedia);

describe('useMediaQuery', () => {
  it('follows the query as it changes', () => {
    const change = mockMatchMedia(() => false);
    render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => change(() => true));
    expect(screen.getByText('phone')).toBeInTheDocument();
  });

  it('answers the fallback without matchMedia and on the server', () => {
    render(<Probe fallback />);
    expect(screen.getByText('phone')).toBeInTheDocument();
    mockMatchMedia(() => true);
    expect(renderToString(<Probe />)).toContain('wide');
  });
});
