import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { Dialog } from './dialog';
import { InlineConfirm, type InlineConfirmProps } from './inline-confirm';

function renderConfirm(props: Partial<InlineConfirmProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const result = render(<InlineConfirm label="Delete Account" onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel, ...result };
}

describe('InlineConfirm', () => {
  it('turns into Confirm Delete / Cancel in place and focuses Confirm', async () => {
    const { onConfirm } = renderConfirm({ prompt: 'This cannot be undone.' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm Delete' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription('This cannot be undone.');
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Cancel goes back and returns focus to the first button', async () => {
    const { onCancel, onConfirm } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape cancels without reaching an enclosing handler', async () => {
    const outer = jest.fn();
    const onCancel = jest.fn();
    render(
      <div onKeyDown={outer}>
        <InlineConfirm label="Delete Paluwagan" onConfirm={jest.fn()} onCancel={onCancel} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Paluwagan' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete Paluwagan' })).toHaveFocus();
    expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
  });

  it('Escape inside a dialog cancels the step, not the dialog', async () => {
    const onClose = jest.fn();
    render(
      <Dialog open onClose={onClose} title="Edit Account">
        <InlineConfirm label="Delete Account" onConfirm={jest.fn()} />
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while busy: shows the busy label, keeps focus, ignores clicks and Escape', async () => {
    const { onConfirm, onCancel, rerender } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    rerender(<InlineConfirm label="Delete Account" onConfirm={onConfirm} onCancel={onCancel} busy />);
    const confirm = screen.getByRole('button', { name: 'Deleting...' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Deleting...');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('can be disabled before the first step', () => {
    renderConfirm({ disabled: true });
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  });

  it('has no serious axe violations in either step', async () => {
    const { container } = renderConfirm({ prompt: 'This cannot be undone.' });
    await expectNoSeriousA11yViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await expectNoSeriousA11yViolations(container);
  });
});
