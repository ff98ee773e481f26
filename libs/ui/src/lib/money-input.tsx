import { forwardRef } from 'react';
import { NumberStepper, type NumberStepperProps } from './number-stepper';

export interface MoneyInputProps extends Omit<NumberStepperProps, 'prefix'> {
  /** The account's currency symbol, e.g. '₱'. */
  currencySymbol: string;
}

/** An amount field: a NumberStepper (step 1, floor 0, two decimals) with the currency symbol before it. */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { currencySymbol, ...props },
  ref,
) {
  return <NumberStepper ref={ref} prefix={currencySymbol} {...props} />;
});
