import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { formatCentavos, parseCentavos } from './centavos';
import { MoneyInput } from './money-input';
import { NumberStepper, type NumberStepperProps } from './number-stepper';

function Stepper({
  initial = '',
  onText,
  ...props
}: Partial<NumberStepperProps> & { initial?: string; onText?: (text: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberStepper
      label="Amount"
      value={value}
      onChange={(text) => {
        setValue(text);
        onText?.(text);
      }}
      {...props}
    />
  );
}

describe('centavos', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.', 1200],
    ['.5', 50],
    ['1,234.56', 123456],
    ['0.005', 1],
    ['0.004', 0],
    ['-3.10', -310],
    [' 7 ', 700],
  ])('parses %j as %i centavos', (text, centavos) => {
    expect(parseCentavos(text)).toBe(centavos);
  });

  it.each(['', '.', 'abc', '1.2.3', '1e5', '--1'])('refuses %j', (text) => {
    expect(parseCentavos(text)).toBeNull();
  });

  it('formats with two decimals', () => {
    expect([0, 5, 120, 123456, -310].map((units) => formatCentavos(units))).toEqual([
      '0.00',
      '0.05',
      '1.20',
      '1234.56',
      '-3.10',
    ]);
  });
});

describe('NumberStepper', () => {
  it('is a labelled decimal field with named − and + buttons', () => {
    render(<Stepper />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('button', { name: 'Decrease Amount' })).toHaveAttribute('aria-controls', input.id);
    expect(screen.getByRole('button', { name: 'Increase Amount' })).toHaveAttribute('aria-controls', input.id);
  });

  it('keeps the text as typed', async () => {
    const onText = jest.fn();
    render(<Stepper onText={onText} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1,000.5');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1,000.5');
    expect(onText).toHaveBeenLastCalledWith('1,000.5');
  });

  it('steps by 1 and always shows two decimals, in exact centavos', async () => {
    render(<Stepper initial="0.1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1.10');
    await userEvent.click(screen.getByRole('button', { name: 'Increase Amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1.10');
  });

  it('never goes below the floor', async () => {
    render(<Stepper initial="1.50" />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.00');
  });

  it('honours a custom step, min and max', async () => {
    render(<Stepper initial="" step={0.25} min={1} max={1.5} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    expect(input).toHaveValue('1.00');
    await userEvent.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(input).toHaveValue('1.25');
    await userEvent.click(screen.getByRole('button', { name: 'Increase Amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(input).toHaveValue('1.50');
  });

  it('treats text it cannot read as zero when stepping', async () => {
    render(<Stepper initial="abc" />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1.00');
  });

  it('steps with ArrowUp and ArrowDown in the field', async () => {
    render(<Stepper initial="5" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(input).toHaveValue('6.00');
  });

  it('ties hint and error to the field, and disables everything with it', () => {
    render(<Stepper hint="Up to your balance" error="Please enter a valid amount" disabled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Up to your balance Please enter a valid amount');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease Amount' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Amount' })).toBeDisabled();
  });

  it('has no serious axe violations', async () => {
    const { container } = render(<Stepper initial="1.00" error="Please enter a valid amount" />);
    await expectNoSeriousA11yViolations(container);
  });
});

describe('MoneyInput', () => {
  function Money() {
    const [value, setValue] = useState('');
    return <MoneyInput label="Amount" currencySymbol="₱" value={value} onChange={setValue} />;
  }

  it('shows the currency symbol, tied to the field', async () => {
    render(<Money />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('₱');
    await userEvent.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(input).toHaveValue('1.00');
  });

  it('has no serious axe violations', async () => {
    const { container } = render(<Money />);
    await expectNoSeriousA11yViolations(container);
  });
});
