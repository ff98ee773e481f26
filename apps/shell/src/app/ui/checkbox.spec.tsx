import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is labelled and toggles from its label', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="Remember me" onChange={(e) => onChange(e.target.checked)} />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });
});
