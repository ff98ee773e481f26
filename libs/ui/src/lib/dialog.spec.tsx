import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps> & { refuseClose?: boolean; focusName?: boolean }) {
  const { refuseClose, focusName, ...rest } = props;
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const onClose = jest.fn(() => !refuseClose && setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit name
      </button>
      <Dialog
        open={open}
        onClose={onClose}
        title="Edit name"
        description="The name shows on every card."
        initialFocusRef={focusName ? nameRef : undefined}
        footer={
          <Button type="button" onClick={() => setOpen(false)}>
            Save
          </Button>
        }
        {...rest}
      >
        <label>
          Name <input ref={nameRef} />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const result = render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Edit name' }));
  return { user, ...result };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title and described by its description', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit name' });
    expect(dialog).toHaveAccessibleDescription('The name shows on every card.');
    expect(dialog).toHaveAttribute('open');
    // showModal (not show) is what makes the page behind inert and keeps focus inside.
    expect(showModal).toHaveBeenCalledTimes(1);
    showModal.mockRestore();
  });

  it('moves focus into the dialog: the first control, or the one asked for', async () => {
    const { unmount } = await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    unmount();
    await openDialog({ focusName: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name' })).toHaveFocus();
  });

  it('closes from the close button and from the backdrop, not from a click inside', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.click(dialog);
    expect(dialog).toBeInTheDocument();
  });

  it('returns focus to the opener when an action inside closes it', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name' })).toHaveFocus();
  });

  it('ignores Escape, backdrop and close button when not dismissible', async () => {
    const { user } = await openDialog({ dismissible: false });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('reopens when the browser closes it but the parent keeps it open, focus where it was', async () => {
    await openDialog({ refuseClose: true });
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    // What Chrome does on a repeated Escape even when `cancel` was prevented: close, focus the opener.
    fireEvent(dialog, new Event('cancel'));
    await act(async () => {
      dialog.close();
      screen.getByRole('button', { name: 'Edit name' }).focus();
      await nextTask();
    });
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('stays open under StrictMode (its remount queues a stale close event)', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await act(nextTask);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    await act(nextTask);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name' })).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    const { user } = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('offers an alertdialog role and aria-busy', async () => {
    await openDialog({ role: 'alertdialog', busy: true });
    expect(screen.getByRole('alertdialog', { name: 'Edit name' })).toHaveAttribute('aria-busy', 'true');
  });

  it('has no serious axe violations', async () => {
    const { container } = await openDialog();
    await expectNoSeriousA11yViolations(container);
  });
});
