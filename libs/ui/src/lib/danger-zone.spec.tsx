import { render, screen, within } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { DangerZone } from './danger-zone';

describe('DangerZone', () => {
  it('is a region named by its heading, with the warning and then the action', async () => {
    const { container } = render(
      <DangerZone title="Delete this debt" text="The debt and its payment schedule are removed for good.">
        <button type="button">Delete Debt</button>
      </DangerZone>,
    );
    const zone = screen.getByRole('region', { name: 'Delete this debt' });
    expect(within(zone).getByRole('heading', { level: 2, name: 'Delete this debt' })).toBeInTheDocument();
    expect(within(zone).getByText('The debt and its payment schedule are removed for good.')).toBeInTheDocument();
    expect(within(zone).getByRole('button', { name: 'Delete Debt' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('takes a name of its own when given one', () => {
    render(
      <DangerZone title="Delete this account" label="Delete account">
        <button type="button">Delete Account</button>
      </DangerZone>,
    );
    const zone = screen.getByRole('region', { name: 'Delete account' });
    expect(within(zone).getByRole('heading', { level: 2, name: 'Delete this account' })).toBeInTheDocument();
    expect(zone.querySelector('p')).toBeNull();
  });
});
