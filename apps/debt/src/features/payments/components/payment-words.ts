/** 'Payment 2', 'Payments 1 and 2', 'Payments 1, 2, and 3', or '12 payments' (1-based numbers). */
export function paymentsText(indexes: readonly number[]): string {
  const numbers = [...indexes].sort((a, b) => a - b).map((i) => String(i + 1));
  if (numbers.length === 1) return `Payment ${numbers[0]}`;
  if (numbers.length > 5) return `${numbers.length} payments`;
  return `Payments ${new Intl.ListFormat('en', { type: 'conjunction' }).format(numbers)}`;
}

/** The row's name: its checkbox is 'Select Payment 2', its card on phones is titled so. */
export function paymentLabel(index: number): string {
  return `Payment ${index + 1}`;
}
