import { screen, waitFor } from '@testing-library/react';
import { renderPage, silenceConsoleErrors } from '../testing';
import { useCreateForm } from './use-create-form';
import type { FormCheck } from './use-form';

silenceConsoleErrors();

const check = (values: { name: string }): FormCheck<{ name: string }, 'name'> =>
  values.name ? { ok: true, value: values } : { ok: false, field: 'name', message: 'Name is required' };

function Probe({ name, create }: { name: string; create: (input: { name: string }) => Promise<{ id: string }> }) {
  const { form, busy, submit } = useCreateForm(
    { initial: { name }, check },
    {
      create: { mutateAsync: create },
      next: ({ id }) => `/things/${id}`,
      success: 'Thing created',
      failure: 'Could not create the thing',
      log: 'Creating the thing failed',
    },
  );
  return (
    <>
      {form.error && <p role="alert">{form.error.message}</p>}
      <button type="button" disabled={busy} onClick={() => void submit()}>
        Create
      </button>
    </>
  );
}

describe('useCreateForm', () => {
  it('creates the checked input, says so and opens the new record', async () => {
    const create = jest.fn().mockResolvedValue({ id: 't7' });
    const page = renderPage(<Probe name="Lamp" create={create} />, { path: '/things/new' });
    await page.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Thing created')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ name: 'Lamp' });
    await waitFor(() => expect(page.location()).toBe('/things/t7'));
  });

  it('sends nothing when the check refuses, and stays', async () => {
    const create = jest.fn();
    const page = renderPage(<Probe name="" create={create} />, { path: '/things/new' });
    await page.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(create).not.toHaveBeenCalled();
    expect(page.location()).toBe('/things/new');
  });

  it('says a failure and stays', async () => {
    const page = renderPage(<Probe name="Lamp" create={() => Promise.reject(new Error('offline'))} />, {
      path: '/things/new',
    });
    await page.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Could not create the thing')).not.toHaveLength(0);
    await waitFor(() => expect(page.location()).toBe('/things/new'));
  });
});
