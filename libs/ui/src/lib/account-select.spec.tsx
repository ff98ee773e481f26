import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { textsOf } from '../testing/texts';
import { AccountSelect, type AccountSelectProps } from './account-select';

const OPTIONS = [
  { value: 'a1', label: 'GCash (₱1,240.50)' },
  { value: 'a2', label: 'BPI Savings (₱48,250.00)' },
  { value: 'a3', label: 'Wallet (₱0.00)', disabled: true },
];

function Harness(props: Partial<AccountSelectProps>) {
  const [value, setValue] = useState('');
  return <AccountSelect options={OPTIONS} value={value} onChange={setValue} {...props} />;
}

describe('AccountSelect', () => {
  it('is a labelled select starting on its placeholder', () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(select).toHaveValue('');
    expect(textsOf(screen.getAllByRole('option'))).toEqual([
      'Select an account',
      'GCash (₱1,240.50)',
      'BPI Savings (₱48,250.00)',
      'Wallet (₱0.00)',
    ]);
    expect(screen.getByRole('option', { name: 'Select an account' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Wallet (₱0.00)' })).toBeDisabled();
  });

  it('reports the chosen value', async () => {
    const onChange = jest.fn();
    render(<AccountSelect options={OPTIONS} value="" onChange={onChange} label="Pay from" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pay from' }), 'BPI Savings (₱48,250.00)');
    expect(onChange).toHaveBeenCalledWith('a2');
  });

  it('ties hint and error to the select', () => {
    render(<Harness hint="Balance shown in brackets" error="Please select an account" placeholder="Choose..." />);
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Balance shown in brackets Please select an account');
    expect(screen.getByRole('option', { name: 'Choose...' })).toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    const { container } = render(<Harness error="Please select an account" />);
    await expectNoSeriousA11yViolations(container);
  });
});
