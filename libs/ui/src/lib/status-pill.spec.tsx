import { render, screen } from '@testing-library/react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { ClockIcon } from './icons';
import { StatusPill, type PillTone } from './status-pill';
import { theme } from './theme';

const tones: [PillTone, string, string][] = [
  ['success', theme.colors.successSoft, theme.colors.success],
  ['danger', theme.colors.dangerSoft, theme.colors.dangerStrong],
  ['warning', theme.colors.warningSoft, theme.colors.warning],
  ['attention', theme.colors.attentionSoft, theme.colors.attention],
  ['primary', theme.colors.primarySoft, theme.colors.primaryHover],
  ['info', theme.colors.infoSoft, theme.colors.infoStrong],
  ['neutral', theme.colors.neutralSoft, theme.colors.textMuted],
];

/** The declarations of the page's style rules that apply to `element` (jsdom resolves no CSS variables). */
function declaredStyle(element: Element): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
    .map((rule) => rule.style.cssText)
    .join(' ');
}

describe('StatusPill', () => {
  // Each pair's contrast in both schemes is checked in color-scheme/palettes.spec.ts.
  it.each(tones)('a %s pill shows its words in its theme colours', (tone, bg, fg) => {
    render(<StatusPill tone={tone}>Due Soon</StatusPill>);
    const pill = screen.getByText('Due Soon');
    expect(pill).toHaveAttribute('data-tone', tone);
    expect(declaredStyle(pill)).toContain(`background: ${bg};`);
    expect(declaredStyle(pill)).toContain(`color: ${fg};`);
  });

  it('passes attributes through and shows a decorative icon before the words', async () => {
    const { container } = render(
      <StatusPill tone="attention" icon={<ClockIcon size={14} />} data-status="dueSoon">
        Due Soon
      </StatusPill>,
    );
    const pill = screen.getByText('Due Soon');
    expect(pill).toHaveAttribute('data-status', 'dueSoon');
    expect(pill.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(pill.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoSeriousA11yViolations(container);
  });

  it('stays on one line unless it may wrap', () => {
    render(
      <>
        <StatusPill tone="success">Paid</StatusPill>
        <StatusPill tone="success" wrap>
          Paid from a very long account name
        </StatusPill>
      </>,
    );
    expect(getComputedStyle(screen.getByText('Paid')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('Paid from a very long account name')).whiteSpace).toBe('normal');
  });
});
