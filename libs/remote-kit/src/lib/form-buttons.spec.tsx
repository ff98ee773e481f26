import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogues } from '@pitaka/ui';
import { renderPage } from '../testing';
import { MemoryRouter } from 'react-router-dom';
import { FormButtons } from './form-buttons';

describe('FormButtons', () => {
  it('offers Cancel as a link back and the submit by its label', () => {
    render(
      <MemoryRouter>
        <FormButtons busy={false} submitLabel="Create Debt" busyLabel="Creating..." cancelTo="/debt" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/debt');
    expect(screen.getByRole('button', { name: 'Create Debt' })).toHaveAttribute('type', 'submit');
  });

  it('while busy, says the busy label and disables the submit and a Cancel button', async () => {
    const onCancel = jest.fn();
    const { rerender } = render(
      <FormButtons busy={false} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<FormButtons busy submitLabel="Save Changes" busyLabel="Saving..." onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('has no Cancel without a way to cancel', () => {
    render(<FormButtons busy={false} submitLabel="Complete Setup" busyLabel="Setting up..." />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it("says Cancel in the page's language", async () => {
    await loadCatalogues('fil'); // as the app's start does
    renderPage(<FormButtons busy={false} submitLabel="I-save" busyLabel="Sine-save..." cancelTo="/debt" />, {
      language: 'fil',
    });
    expect(await screen.findByRole('link', { name: 'Kanselahin' })).toHaveAttribute('href', '/debt');
  });
});
