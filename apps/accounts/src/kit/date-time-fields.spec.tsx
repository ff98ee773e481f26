import { wholeForm } from '@pitaka/remote-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateTimeFields } from './date-time-fields';
import { dateTimeValues } from './date-time-values';

interface Values {
  note: string;
  date: string;
  time: string;
}

function NoteForm({ onValues }: { onValues: (values: Values) => void }) {
  // 9 March 2026, 12:30 on the device's clock, whatever its zone.
  const [values, setValues] = useState<Values>({ note: 'Kept', ...dateTimeValues(new Date(2026, 2, 9, 12, 30)) });
  const change = (next: Values) => {
    setValues(next);
    onValues(next);
  };
  return <DateTimeFields form={wholeForm(values, change)} />;
}

it("shows an instant as its date and time on the device's clock, and changes each alone, the rest of the form kept", () => {
  const onValues = jest.fn();
  render(<NoteForm onValues={onValues} />);
  expect(screen.getByLabelText('Date')).toHaveValue('2026-03-09');
  expect(screen.getByLabelText('Time')).toHaveValue('12:30');

  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
  expect(onValues).toHaveBeenLastCalledWith({ note: 'Kept', date: '2026-03-10', time: '12:30' });
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: '08:05' } });
  expect(onValues).toHaveBeenLastCalledWith({ note: 'Kept', date: '2026-03-10', time: '08:05' });
  expect(screen.getByLabelText('Date')).toHaveValue('2026-03-10');
  expect(screen.getByLabelText('Time')).toHaveValue('08:05');
});
