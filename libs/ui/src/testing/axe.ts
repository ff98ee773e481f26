import axe from 'axe-core';

/**
 * Runs axe-core over `container` and fails on serious or critical violations. jsdom cannot compute
 * colours, so color-contrast is off here (the e2e run in Chromium checks it).
 */
export async function expectNoSeriousA11yViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
