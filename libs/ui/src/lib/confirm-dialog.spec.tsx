import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Overrides = Partial<Omit<ConfirmDialogProps, 'open'>>;

function Harness(props: Overrides) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Revert…
      </button>
      <ConfirmDialog
        open={open}
        title="Revert transaction"
        message="Are you sure you want to revert this transaction?"
        confirmLabel="Revert"
        busyLabel="Reverting..."
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        {...props}
      />
    </>
  );
}

async function openConfirm(props: Overrides = {}) {
  const user = userEvent.setup();
  const result = render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Revert…' }));
  return { user, ...result };
}

describe('ConfirmDialog', () => {
  it('asks its question as a named, described alert dialog', async () => {
    await openConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Revert transaction' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to revert this transaction?');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('focuses Confirm, or Cancel when the action is destructive', async () => {
    const { unmount } = await openConfirm();
    expect(screen.getByRole('button', { name: 'Revert' })).toHaveFocus();
    unmount();
    await openConfirm({ tone: 'danger' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms by button, cancels by button and by Escape', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = await openConfirm({ onConfirm, onCancel });
    await user.click(screen.getByRole('button', { name: 'Revert' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openConfirm();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revert…' })).toHaveFocus();
  });

  it('while busy: says so, keeps focus, and neither confirms, cancels nor closes', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = await openConfirm({ busy: true, onConfirm, onCancel });
    const confirm = screen.getByRole('button', { name: 'Reverting...' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Reverting...');
    await user.click(confirm);
    expect(confirm).toHaveFocus();
    await user.click(cancel);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toHaveAttribute('open');
  });

  it('shows extra controls between the message and the buttons', async () => {
    await openConfirm({
      children: (
        <label>
          Account{' '}
          <select>
            <option>GCash</option>
          </select>
        </label>
      ),
    });
    expect(screen.getByRole('combobox', { name: 'Account' })).toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    const { container } = await openConfirm({ tone: 'danger', busy: true });
    await expectNoSeriousA11yViolations(container);
  });
});
