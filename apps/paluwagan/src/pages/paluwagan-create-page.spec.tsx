import { DataError } from '@pitaka/platform';
import { manilaDay, toCentavos } from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage, type RenderedPage } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, WED_MAR_4 } from '../testing/fixtures';
import PaluwaganCreatePage from './paluwagan-create-page';

function renderCreate() {
  return renderPage(<PaluwaganCreatePage />, { path: '/paluwagan/create' });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const grid = () => screen.getByRole('group', { name: 'Your Numbers' });
const gridButton = (n: number) => within(grid()).getByRole('button', { name: String(n) });

/** The banner above the form (toasts are alerts too, in their own region). */
async function formAlert() {
  const form = screen.getByRole('button', { name: /Create Paluwagan|Creating/ }).closest('form') as HTMLFormElement;
  return within(form).findByRole('alert');
}

async function replace({ user }: RenderedPage, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.paste(text);
}

/** A valid form: Office Paluwagan, Aling Nena, ₱250 × 10 from 4 Mar 2026, numbers 2 and 7. */
async function fillValid(page: RenderedPage) {
  await replace(page, 'Paluwagan Name', 'Office Paluwagan');
  await replace(page, 'Organizer', 'Aling Nena');
  await replace(page, 'Amount Per Number', '250');
  await page.user.click(gridButton(2));
  await page.user.click(gridButton(7));
}

fixClockForEachTest(WED_MAR_4);

describe('PaluwaganCreatePage', () => {
  it('shows every field, with today as start date and a 10-number grid', () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'New Paluwagan' })).toBeInTheDocument();
    expect(field('Paluwagan Name')).toHaveValue('');
    expect(field('Organizer')).toHaveValue('');
    expect(field('Amount Per Number')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Decrease Amount Per Number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase Amount Per Number' })).toBeInTheDocument();
    expect(field('Total Numbers')).toHaveValue('10');
    expect(field('Start Date')).toHaveAttribute('type', 'date');
    expect(field('Start Date')).toHaveValue('2026-03-04');
    expect(field('Start Date')).toHaveAccessibleDescription('First payout and payment: Sunday, Mar 8, 2026');
    expect(field('Payout Per Number')).toHaveAttribute('readonly');
    expect(field('Payout Per Number')).toHaveValue('₱0.00');
    expect(field('Description (Optional)').tagName).toBe('TEXTAREA');
    expect(within(grid()).getAllByRole('button')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/paluwagan');
    expect(screen.getByRole('button', { name: 'Create Paluwagan' })).toBeEnabled();
  });

  it('computes the payout live and steps amount and total within their bounds', async () => {
    const page = renderCreate();
    await page.user.click(screen.getByRole('button', { name: 'Decrease Amount Per Number' }));
    expect(field('Amount Per Number')).toHaveValue('1.00'); // floors at the minimum of ₱1
    await replace(page, 'Amount Per Number', '250');
    expect(field('Payout Per Number')).toHaveValue('₱2,500.00');

    await page.user.click(screen.getByRole('button', { name: 'Increase Total Numbers' }));
    expect(field('Total Numbers')).toHaveValue('11');
    expect(field('Payout Per Number')).toHaveValue('₱2,750.00');
    expect(within(grid()).getAllByRole('button')).toHaveLength(11);

    await replace(page, 'Total Numbers', '1');
    await page.user.click(screen.getByRole('button', { name: 'Decrease Total Numbers' }));
    expect(field('Total Numbers')).toHaveValue('1');
    await replace(page, 'Total Numbers', '100');
    await page.user.click(screen.getByRole('button', { name: 'Increase Total Numbers' }));
    expect(field('Total Numbers')).toHaveValue('100');
    expect(within(grid()).getAllByRole('button')).toHaveLength(100);
  });

  it('picks numbers in the grid; lowering the total drops those above it', async () => {
    const page = renderCreate();
    await replace(page, 'Amount Per Number', '250');
    await page.user.click(gridButton(7));
    await page.user.click(gridButton(2));
    expect(gridButton(2)).toHaveAttribute('aria-pressed', 'true');
    expect(gridButton(3)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('You hold 2 numbers: 2, 7. You pay ₱500.00 each week.')).toBeInTheDocument();

    await page.user.click(gridButton(7));
    expect(gridButton(7)).toHaveAttribute('aria-pressed', 'false');
    await page.user.click(gridButton(7));

    await replace(page, 'Total Numbers', '5');
    expect(within(grid()).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByText('You hold 1 number: 2. You pay ₱250.00 each week.')).toBeInTheDocument();
  });

  it('creates with the exact input, shows Creating..., then toasts and opens the new paluwagan', async () => {
    const created = deferred<{ id: string }>();
    const page = renderCreate();
    page.api.createPaluwagan.mockReturnValue(created.promise);
    await fillValid(page);
    await page.user.type(field('Description (Optional)'), 'Every Sunday after mass');
    await page.user.click(screen.getByRole('button', { name: 'Create Paluwagan' }));

    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(page.api.createPaluwagan).toHaveBeenCalledTimes(1);
    expect(page.api.createPaluwagan).toHaveBeenCalledWith(expect.anything(), {
      name: 'Office Paluwagan',
      organizer: 'Aling Nena',
      description: 'Every Sunday after mass',
      amountPerNumber: toCentavos(250),
      totalNumbers: 10,
      startDate: manilaDay(2026, 3, 4),
      selectedNumbers: [2, 7],
    });

    await act(async () => created.resolve({ id: 'new-1' }));
    expect(await findToast('Paluwagan created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/paluwagan/new-1'));
  });

  it.each([
    ['a missing name', 'Paluwagan Name', '', 'Paluwagan name is required'],
    ['a name over 200 characters', 'Paluwagan Name', 'x'.repeat(201), 'Paluwagan name must be 200 characters or fewer'],
    ['a missing organizer', 'Organizer', '  ', 'Organizer is required'],
    ['a missing amount', 'Amount Per Number', '', 'Amount per number must be at least ₱1.00'],
    ['an amount below ₱1', 'Amount Per Number', '0.50', 'Amount per number must be at least ₱1.00'],
    ['an amount that is not a number', 'Amount Per Number', 'abc', 'Amount per number must be at least ₱1.00'],
    [
      'an amount over the maximum',
      'Amount Per Number',
      '10000000000',
      'Amount per number cannot exceed ₱9,999,999,999.99',
    ],
    ['no total', 'Total Numbers', '', 'Total numbers must be between 1 and 100'],
    ['a total of 0', 'Total Numbers', '0', 'Total numbers must be between 1 and 100'],
    ['a total of 101', 'Total Numbers', '101', 'Total numbers must be between 1 and 100'],
    ['a total of 2.5', 'Total Numbers', '2.5', 'Total numbers must be between 1 and 100'],
  ])('refuses %s with its message on the field, and sends nothing', async (_case, label, text, message) => {
    const page = renderCreate();
    await fillValid(page);
    await replace(page, label, text);
    await page.user.click(screen.getByRole('button', { name: 'Create Paluwagan' }));
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveFocus();
    expect(page.api.createPaluwagan).not.toHaveBeenCalled();
    // What was typed is kept.
    expect(field(label)).toHaveValue(text);
  });

  it('refuses a payout over the maximum, a missing start date, a long description and no numbers', async () => {
    const page = renderCreate();
    const submit = () => page.user.click(screen.getByRole('button', { name: 'Create Paluwagan' }));
    await fillValid(page);

    await replace(page, 'Amount Per Number', '9999999999');
    await submit();
    expect(
      screen.getByText('Payout per number (amount × total numbers) cannot exceed ₱9,999,999,999.99'),
    ).toBeInTheDocument();
    await replace(page, 'Amount Per Number', '250');

    fireEvent.change(field('Start Date'), { target: { value: '' } });
    await submit();
    expect(field('Start Date')).toHaveAccessibleDescription('Start date is required');
    fireEvent.change(field('Start Date'), { target: { value: '2026-03-04' } });

    fireEvent.change(field('Description (Optional)'), { target: { value: 'x'.repeat(1001) } });
    await submit();
    expect(field('Description (Optional)')).toHaveAccessibleDescription('Description must be 1000 characters or fewer');
    fireEvent.change(field('Description (Optional)'), { target: { value: '' } });

    await page.user.click(gridButton(2));
    await page.user.click(gridButton(7));
    await submit();
    expect(within(grid()).getByText('Please select at least one number')).toBeInTheDocument();
    expect(grid()).toHaveFocus();
    expect(page.api.createPaluwagan).not.toHaveBeenCalled();

    // The message goes as soon as it is fixed.
    await page.user.click(gridButton(3));
    expect(screen.queryByText('Please select at least one number')).not.toBeInTheDocument();
  });

  it('on failure shows the banner and the toast, and lets the user try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderCreate();
    page.api.createPaluwagan.mockRejectedValueOnce(new Error('network down'));
    await fillValid(page);
    await page.user.click(screen.getByRole('button', { name: 'Create Paluwagan' }));
    expect(await formAlert()).toHaveTextContent('Failed to create paluwagan. Please try again.');
    expect(await findToast('Failed to create paluwagan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Paluwagan' })).toBeEnabled();
    expect(field('Paluwagan Name')).toHaveValue('Office Paluwagan');
    expect(page.location()).toBe('/paluwagan/create');
  });

  it("shows a refusal's own text", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderCreate();
    page.api.createPaluwagan.mockRejectedValueOnce(
      new DataError('refused', 'You must be logged in to create a Paluwagan'),
    );
    await fillValid(page);
    await page.user.click(screen.getByRole('button', { name: 'Create Paluwagan' }));
    expect(await formAlert()).toHaveTextContent('You must be logged in to create a Paluwagan');
    expect(await findToast('You must be logged in to create a Paluwagan')).toBeInTheDocument();
  });

  it('has no serious accessibility violations, also with errors shown', async () => {
    const page = renderCreate();
    await expectNoSeriousA11yViolations(page.container);
    await page.user.click(screen.getByRole('button', { name: 'Create Paluwagan' }));
    await expectNoSeriousA11yViolations(page.container);
  });
});
