import { render } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from './axe';

// The components' axe checks are only worth something if this helper fails on a real problem.
describe('expectNoSeriousA11yViolations', () => {
  it('fails on a serious violation (a button without a name)', async () => {
    const { container } = render(<button type="button" />);
    await expect(expectNoSeriousA11yViolations(container)).rejects.toThrow(/button-name/);
  });

  it('passes clean markup', async () => {
    const { container } = render(<button type="button">Save</button>);
    await expectNoSeriousA11yViolations(container);
  });
});
