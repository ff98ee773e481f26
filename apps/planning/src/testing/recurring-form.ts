// The recurring form's fields, as the specs of its add and edit pages reach them.
import { screen } from '@testing-library/react';

/** A field by its label: 'Name', 'Category', 'Repeats', 'Starts', ... */
export const field = (label: string) => screen.getByLabelText(label);

export const amount = () => screen.getByRole('textbox', { name: 'Amount' });

/** "Varies (ask when paid)": no fixed amount. */
export const varies = () => screen.getByRole('checkbox', { name: 'Varies (ask when paid)' });
