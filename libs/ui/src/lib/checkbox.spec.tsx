import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by the label beside it, toggled by a click on the label', async () => {
    const { container } = render(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    await expectNoSeriousA11yViolations(container);
  });

  it("labels like a form field's label when asked", () => {
    render(<Checkbox label="Varies (ask when paid)" labelStyle="field" />);
    expect(getComputedStyle(screen.getByText('Varies (ask when paid)')).fontWeight).toBe('600');
  });
});
