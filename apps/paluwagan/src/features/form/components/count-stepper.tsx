import { NumberStepper, type NumberStepperProps } from '@pitaka/ui';

/**
 * A whole-number NumberStepper: the kit's stepper always writes two decimals ('11.00'), which
 * reads wrong for a count, so the '.00' is dropped.
 */
export function CountStepper({ onChange, ...props }: NumberStepperProps) {
  return <NumberStepper inputMode="numeric" {...props} onChange={(text) => onChange(text.replace(/\.0+$/, ''))} />;
}
