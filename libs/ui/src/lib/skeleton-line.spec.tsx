import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { SkeletonLine } from './skeleton-line';

const Total = styled.p`
  font-size: 2rem;
`;

describe('SkeletonLine', () => {
  it('holds a placeholder in the text’s own frame, drawn as a div', () => {
    const { container } = render(<SkeletonLine frame={Total} width="12rem" />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.tagName).toBe('DIV');
    expect(getComputedStyle(frame).fontSize).toBe('2rem');
    expect(getComputedStyle(frame.firstElementChild as HTMLElement).width).toBe('12rem');
  });

  it('is no heading, even in a heading’s frame', () => {
    const Name = styled.h3``;
    render(<SkeletonLine frame={Name} width="55%" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
