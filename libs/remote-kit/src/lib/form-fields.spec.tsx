import { render, screen } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { errorFor, inputProps, useFocusOnError, valueProps, wholeForm, type FormError } from './form-fields';

interface Values {
  name: string;
  kind: 'a' | 'b';
}

describe('form fields', () => {
  const values: Values = { name: 'Rent', kind: 'a' };

  it("ties a control to one value: its value, its change, and the error when it is that field's", () => {
    const set = jest.fn();
    const error: FormError = { field: 'name', message: 'Name is required' };
    const props = valueProps({ values, set, error }, 'name');
    expect(props).toMatchObject({ value: 'Rent', error: 'Name is required' });
    props.onChange('Meralco');
    expect(set).toHaveBeenCalledWith('name', 'Meralco');
    inputProps({ values, set, error: null }, 'name').onChange({
      target: { value: 'Water' },
    } as ChangeEvent<HTMLInputElement>);
    expect(set).toHaveBeenLastCalledWith('name', 'Water');
    expect(errorFor(error, 'kind')).toBeUndefined();
  });

  it('hands a whole-object form on whole, with the one value changed', () => {
    const onChange = jest.fn();
    wholeForm(values, onChange).set('kind', 'b');
    expect(onChange).toHaveBeenCalledWith({ name: 'Rent', kind: 'b' });
  });

  it("moves focus to the input of the error's field, and nowhere for an error about the whole form", () => {
    const targets = { name: '#name' };
    function Form({ error }: { error: FormError<'name'> | null }) {
      useFocusOnError(error, targets);
      return <input id="name" aria-label="Name" />;
    }
    const { rerender } = render(<Form error={{ field: null, message: 'Failed' }} />);
    expect(screen.getByLabelText('Name')).not.toHaveFocus();
    rerender(<Form error={{ field: 'name', message: 'Name is required' }} />);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
