import { manilaDay, PALUWAGAN_MESSAGES, toCentavos, type Paluwagan } from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deferred, paluwagan, WED_MAR_4 } from '../testing/fixtures';
import PaluwaganEditPage from './paluwagan-edit-page';

function renderEdit(p: Paluwagan | null | (() => Promise<Paluwagan | null>)) {
  return renderPage(<PaluwaganEditPage />, {
    path: '/paluwagan/p1/edit',
    route: '/paluwagan/:paluwaganId/edit',
    api: { getPaluwagan: typeof p === 'function' ? p : async () => p },
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const grid = () => screen.getByRole('group', { name: 'Your Numbers' });
const gridButton = (n: number) => within(grid()).getByRole('button', { name: String(n) });
const save = () => screen.getByRole('button', { name: 'Save Changes' });

fixClockForEachTest(WED_MAR_4);

describe('PaluwaganEditPage, nothing paid yet', () => {
  it('shows a skeleton, then the form filled in, every field editable', async () => {
    const pending = deferred<Paluwagan | null>();
    renderEdit(() => pending.promise);
    expect(screen.getByText('Loading paluwagan').closest('[aria-busy="true"]')).toBeInTheDocument();
    pending.resolve(paluwagan({ description: 'Sundays' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Paluwagan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Paluwagan Details' })).toHaveAttribute('href', '/paluwagan/p1');
    expect(field('Paluwagan Name')).toHaveValue('Office Paluwagan');
    expect(field('Organizer')).toHaveValue('Aling Nena');
    expect(field('Amount Per Number')).toHaveValue('200.00');
    expect(field('Total Numbers')).toHaveValue('10');
    expect(field('Start Date')).toHaveValue('2026-03-04');
    expect(field('Payout Per Number')).toHaveValue('₱2,000.00');
    expect(field('Description (Optional)')).toHaveValue('Sundays');
    expect(gridButton(2)).toHaveAttribute('aria-pressed', 'true');
    expect(gridButton(7)).toHaveAttribute('aria-pressed', 'true');
    expect(gridButton(1)).toHaveAttribute('aria-pressed', 'false');
    [field('Amount Per Number'), field('Total Numbers'), field('Start Date'), gridButton(1)].forEach((el) =>
      expect(el).toBeEnabled(),
    );
    expect(screen.queryByText(PALUWAGAN_MESSAGES.lockedNotice)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/paluwagan/p1');
  });

  it('saves the whole schedule, which the command regenerates', async () => {
    const saved = deferred();
    const page = renderEdit(paluwagan());
    page.api.updatePaluwagan.mockReturnValue(saved.promise);
    await screen.findByRole('heading', { name: 'Edit Paluwagan' });
    await page.user.clear(field('Amount Per Number'));
    await page.user.paste('250');
    await page.user.clear(field('Total Numbers'));
    await page.user.paste('8');
    await page.user.click(gridButton(7));
    await page.user.click(gridButton(3));
    expect(field('Payout Per Number')).toHaveValue('₱2,000.00');
    await page.user.click(save());

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(page.api.updatePaluwagan).toHaveBeenCalledWith(expect.anything(), {
      paluwaganId: 'p1',
      name: 'Office Paluwagan',
      organizer: 'Aling Nena',
      description: '',
      amountPerNumber: toCentavos(250),
      totalNumbers: 8,
      startDate: manilaDay(2026, 3, 4),
      selectedNumbers: [2, 3],
    });
    await act(async () => saved.resolve());
    expect(await findToast('Paluwagan updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/paluwagan/p1'));
  });

  it('validates like create, and keeps what was typed', async () => {
    const page = renderEdit(paluwagan());
    await screen.findByRole('heading', { name: 'Edit Paluwagan' });
    await page.user.clear(field('Paluwagan Name'));
    await page.user.click(save());
    expect(field('Paluwagan Name')).toHaveAccessibleDescription('Paluwagan name is required');
    await page.user.type(field('Paluwagan Name'), 'X');
    await page.user.click(gridButton(2));
    await page.user.click(gridButton(7));
    await page.user.click(save());
    expect(within(grid()).getByText('Please select at least one number')).toBeInTheDocument();
    expect(page.api.updatePaluwagan).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update paluwagan' and re-enables Save", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderEdit(paluwagan());
    page.api.updatePaluwagan.mockRejectedValue(new Error('network down'));
    await screen.findByRole('heading', { name: 'Edit Paluwagan' });
    await page.user.click(save());
    expect(await findToast('Failed to update paluwagan')).toBeInTheDocument();
    expect(save()).toBeEnabled();
    expect(page.location()).toBe('/paluwagan/p1/edit');
  });
});

describe('PaluwaganEditPage, locked', () => {
  it.each([
    ['a week is paid', paluwagan({ paid: { 1: null } })],
    ['an own payout is received', paluwagan({ received: { 2: 'a1' } })],
  ])('when %s: shows the notice; only name, organizer and description change', async (_case, locked) => {
    const page = renderEdit(locked);
    page.api.updatePaluwagan.mockResolvedValue();
    await screen.findByRole('heading', { name: 'Edit Paluwagan' });
    expect(screen.getByText(PALUWAGAN_MESSAGES.lockedNotice).closest('[data-tone="warning"]')).toBeInTheDocument();
    [field('Amount Per Number'), field('Total Numbers'), field('Start Date')].forEach((el) =>
      expect(el).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Increase Total Numbers' })).toBeDisabled();
    within(grid())
      .getAllByRole('button')
      .forEach((b) => expect(b).toBeDisabled());
    [field('Paluwagan Name'), field('Organizer'), field('Description (Optional)')].forEach((el) =>
      expect(el).toBeEnabled(),
    );

    await page.user.clear(field('Organizer'));
    await page.user.paste('Mang Jose');
    await page.user.type(field('Description (Optional)'), 'New rules');
    await page.user.click(save());
    expect(page.api.updatePaluwagan).toHaveBeenCalledWith(expect.anything(), {
      paluwaganId: 'p1',
      name: 'Office Paluwagan',
      organizer: 'Mang Jose',
      description: 'New rules',
      amountPerNumber: toCentavos(200),
      totalNumbers: 10,
      startDate: manilaDay(2026, 3, 4),
      selectedNumbers: [2, 7],
    });
    expect(await findToast('Paluwagan updated successfully')).toBeInTheDocument();
  });
});

describe('Deleting', () => {
  it("asks 'Confirm Delete' in place, deletes, toasts and goes to the list", async () => {
    const removed = deferred();
    const page = renderEdit(paluwagan({ paid: { 1: 'a1' } }));
    page.api.deletePaluwagan.mockReturnValue(removed.promise);
    await screen.findByRole('heading', { name: 'Edit Paluwagan' });

    await page.user.click(screen.getByRole('button', { name: 'Delete Paluwagan' }));
    await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(page.api.deletePaluwagan).not.toHaveBeenCalled();

    await page.user.click(screen.getByRole('button', { name: 'Delete Paluwagan' }));
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).toHaveFocus();
    await page.user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toHaveAttribute('aria-disabled', 'true');
    expect(page.api.deletePaluwagan).toHaveBeenCalledWith(expect.anything(), { paluwaganId: 'p1' });

    // The command refreshes the paluwagan, which is gone by then: no 'not found' flash meanwhile.
    page.api.getPaluwagan.mockResolvedValue(null);
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes('Paluwagan not found')) seen.push('not found');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => removed.resolve());
    expect(await findToast('Paluwagan deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/paluwagan'));
    watch.disconnect();
    expect(page.api.getPaluwagan).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([]);
  });

  it("shows 'Failed to delete paluwagan' and re-enables the button", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderEdit(paluwagan());
    page.api.deletePaluwagan.mockRejectedValue(new Error('network down'));
    await screen.findByRole('heading', { name: 'Edit Paluwagan' });
    await page.user.click(screen.getByRole('button', { name: 'Delete Paluwagan' }));
    await page.user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await findToast('Failed to delete paluwagan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).not.toHaveAttribute('aria-disabled');
    expect(page.location()).toBe('/paluwagan/p1/edit');
  });
});

describe('PaluwaganEditPage, unavailable', () => {
  it("says 'Paluwagan not found' with the way back", async () => {
    renderEdit(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paluwagan not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Paluwagan List' })).toHaveAttribute('href', '/paluwagan');
  });

  it('says when loading failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEdit(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load paluwagan details');
  });

  it('has no serious accessibility violations (locked)', async () => {
    const page = renderEdit(paluwagan({ paid: { 1: 'a1' } }));
    await screen.findByRole('heading', { name: 'Edit Paluwagan' });
    await expectNoSeriousA11yViolations(page.container);
  });
});
