import { DataError } from '@pitaka/platform';
import { screen, waitFor } from '@testing-library/react';
import { renderPage, silenceConsoleErrors } from '../testing';
import { useForm, type FormCheck, type FormSave } from './use-form';

silenceConsoleErrors();

// A probe form: a name (required) and a nickname that must differ from it.
interface Values {
  name: string;
  nickname: string;
}
type Field = 'name' | 'nickname';

function check(values: Values): FormCheck<Values, Field> {
  if (!values.name) return { ok: false, field: 'name', message: 'Name is required', reason: 'missing' };
  if (values.nickname === values.name) return { ok: false, field: 'nickname', message: 'Pick another nickname' };
  return { ok: true, value: values };
}

type Steps = Partial<FormSave<Values, string>>;

function Probe({
  initial = { name: '', nickname: '' },
  live = false,
  clears,
  steps = {},
}: {
  initial?: Values;
  live?: boolean;
  clears?: Partial<Record<keyof Values, readonly Field[]>>;
  steps?: Steps;
}) {
  const form = useForm({ initial, check, live, clears });
  const save = () =>
    void form.save({ send: async () => 'saved', failure: 'Could not save', log: 'Saving failed', ...steps });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label>
        Name
        <input value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
      </label>
      <label>
        Nickname
        <input value={form.values.nickname} onChange={(e) => form.set('nickname', e.target.value)} />
      </label>
      {form.error && (
        <p data-testid="form-error" data-field={form.error.field ?? 'form'}>
          {form.error.message}
        </p>
      )}
      <button type="submit" disabled={form.busy}>
        Save
      </button>
    </form>
  );
}

/** The error the form shows (toasts are alerts of their own). */
const alert = () => screen.queryByTestId('form-error');

describe('useForm', () => {
  it('shows the check at its field on submit, and sends nothing', async () => {
    const send = jest.fn(async () => 'saved');
    const page = renderPage(<Probe steps={{ send }} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(alert()).toHaveTextContent('Name is required');
    expect(alert()).toHaveAttribute('data-field', 'name');
    expect(send).not.toHaveBeenCalled();
  });

  it("clears an error once its field changes (or a field `clears` names), not another field's", async () => {
    const page = renderPage(<Probe initial={{ name: 'Ana', nickname: 'Ana' }} clears={{ name: ['nickname'] }} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(alert()).toHaveTextContent('Pick another nickname');
    await page.user.type(screen.getByLabelText('Name'), 'a');
    expect(alert()).toBeNull();
  });

  it('keeps an error while an unrelated field changes', async () => {
    const page = renderPage(<Probe />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    await page.user.type(screen.getByLabelText('Nickname'), 'x');
    expect(alert()).toHaveTextContent('Name is required');
  });

  it('live: after a failed submit the error follows the values as they change', async () => {
    const page = renderPage(<Probe live initial={{ name: 'Ana', nickname: '' }} />);
    await page.user.type(screen.getByLabelText('Nickname'), 'Ana');
    expect(alert()).toBeNull(); // nothing before the first submit
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(alert()).toHaveTextContent('Pick another nickname');
    await page.user.type(screen.getByLabelText('Nickname'), 'x');
    expect(alert()).toBeNull();
    await page.user.clear(screen.getByLabelText('Name'));
    expect(alert()).toHaveTextContent('Name is required');
  });

  it('saves: toasts success, then runs what comes next with the result', async () => {
    const then = jest.fn();
    const page = renderPage(<Probe initial={{ name: 'Ana', nickname: 'Annie' }} steps={{ success: 'Saved!', then }} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(then).toHaveBeenCalledWith('saved');
  });

  it("a failed save says the server's refusal above the form and in a toast; anything else, the failure", async () => {
    const refused = jest.fn(async () => {
      throw new DataError('refused', 'That name is taken');
    });
    const page = renderPage(<Probe initial={{ name: 'Ana', nickname: 'Annie' }} steps={{ send: refused }} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert()).toHaveTextContent('That name is taken'));
    expect(alert()).toHaveAttribute('data-field', 'form');
    expect(await screen.findAllByText('That name is taken')).toHaveLength(2); // the form and the toast
    page.unmount();

    const broken = jest.fn(async () => {
      throw new DataError('unexpected', 'socket hang up');
    });
    const second = renderPage(<Probe initial={{ name: 'Ana', nickname: 'Annie' }} steps={{ send: broken }} />);
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert()).toHaveTextContent('Could not save'));
    expect(screen.queryByText('socket hang up')).toBeNull();
  });

  it('formShowsRefusalsOnly: a failure that is no refusal is only toasted', async () => {
    const broken = jest.fn(async () => {
      throw new DataError('unexpected', 'socket hang up');
    });
    const page = renderPage(
      <Probe initial={{ name: 'Ana', nickname: 'Annie' }} steps={{ send: broken, formShowsRefusalsOnly: true }} />,
    );
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument(); // the toast
    expect(alert()).toBeNull();
  });

  it('quiet: a failure is shown in the form and logged, never toasted', async () => {
    const error = jest.spyOn(console, 'error');
    const broken = jest.fn(async () => {
      throw new DataError('unexpected', 'socket hang up');
    });
    const page = renderPage(
      <Probe initial={{ name: 'Ana', nickname: 'Annie' }} steps={{ send: broken, quiet: true }} />,
    );
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert()).toHaveTextContent('Could not save'));
    expect(screen.getAllByText('Could not save')).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('Saving failed', expect.any(DataError));
  });

  it('toastFor: a failed check of that reason is toasted too', async () => {
    const page = renderPage(<Probe steps={{ toastFor: { reason: 'missing', message: 'Fill in the name first' } }} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill in the name first')).toBeInTheDocument();
    expect(alert()).toHaveTextContent('Name is required');
  });

  it('follows new initial values (a record that loads) until the user edits', async () => {
    const page = renderPage(<Probe />);
    page.rerender(<Probe initial={{ name: 'Loaded', nickname: '' }} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Loaded');
    await page.user.type(screen.getByLabelText('Nickname'), 'L');
    page.rerender(<Probe initial={{ name: 'Reloaded', nickname: '' }} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Loaded');
  });
});
