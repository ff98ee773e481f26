import { render, screen } from '@testing-library/react';
import { Checklist } from './checklist';

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
