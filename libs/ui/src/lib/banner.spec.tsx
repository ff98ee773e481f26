import { render, screen } from '@testing-library/react';
import { Banner } from './banner';

describe('Banner', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a %s banner is announced as %s', (tone, role) => {
    render(<Banner tone={tone}>Something happened</Banner>);
    expect(screen.getByRole(role)).toHaveTextContent('Something happened');
  });
});
