import { render, screen } from '@testing-library/react';
import { Banner } from './banner';
import { Checklist } from './checklist';

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

describe('Checklist', () => {
  it('says in words whether each rule is met', () => {
    render(
      <Checklist
        label="Password requirements"
        items={[
          { id: 'a', label: 'At least 6 characters', met: true },
          { id: 'b', label: 'Contains a number', met: false },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['At least 6 characters(met)', 'Contains a number(not met)']);
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
  });
});
