import { screen } from '@testing-library/react';
import { renderPage, renderPageIn } from '../testing';
import { DeleteConfirm } from './delete-confirm';

describe('DeleteConfirm', () => {
  it('asks before deleting, with the prompt, and deletes on Confirm Delete', async () => {
    const onConfirm = jest.fn();
    const page = renderPage(
      <DeleteConfirm label="Delete Account" prompt="This cannot be undone." onConfirm={onConfirm} />,
    );
    await page.user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getByRole('button', { name: 'Confirm Delete' });
    expect(confirm).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await page.user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("says 'Deleting...' while busy, in the page's language", async () => {
    const page = await renderPageIn('fil', <DeleteConfirm label="Burahin" onConfirm={() => undefined} busy />);
    await page.user.click(screen.getByRole('button', { name: 'Burahin' }));
    expect(screen.getByRole('button', { name: 'Binubura...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Kanselahin' })).toBeInTheDocument();
  });
});
