// The frame's switcher between the person's own books and their households (with their role in
// each), and the strip above every page that says which household's money is on screen.
import { useMyHouseholds, useNewActivityCount } from '@pitaka/data';
import type { Role } from '@pitaka/domain';
import { HouseholdIcon, theme } from '@pitaka/ui';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useShellText } from '../../i18n/shell-text';
import { useSpaceChoice } from './space-choice';

const Switcher = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin: 0 0 1rem;
  label {
    padding: 0 0.85rem;
    color: ${theme.colors.onBrandMuted};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.colors.onBrandMuted};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.brandHover};
    color: ${theme.colors.onBrand};
    font: inherit;
    font-weight: 600;
  }
  select:focus-visible {
    outline: 3px solid ${theme.colors.brandFocus};
    outline-offset: 1px;
  }
  option {
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
`;

export function useRoleText(): (role: Role) => string {
  const text = useShellText();
  return (role) => text(role === 'owner' ? 'role.owner' : role === 'editor' ? 'role.editor' : 'role.viewer');
}

/** Own books or a household: choosing one opens its dashboard. */
export function SpaceSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const text = useShellText();
  const roleText = useRoleText();
  const id = useId();
  const households = useMyHouseholds();
  const { space, choose } = useSpaceChoice();
  const navigate = useNavigate();
  const list = households.data ?? (space ? [space] : []);
  if (list.length === 0) return null;
  const change = (value: string) => {
    choose(list.find((h) => h.id === value) ?? null);
    onSwitched?.();
    navigate('/dashboard');
  };
  return (
    <Switcher>
      <label htmlFor={id}>{text('space.label')}</label>
      <select id={id} value={space?.id ?? ''} onChange={(event) => change(event.target.value)}>
        <option value="">{text('space.mine')}</option>
        {list.map((h) => (
          <option key={h.id} value={h.id}>
            {text('space.option', { household: h.name, role: roleText(h.role) })}
          </option>
        ))}
      </select>
    </Switcher>
  );
}

const Strip = styled.p`
  box-sizing: border-box;
  max-width: 72rem;
  margin: 0 auto 1rem;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  padding: 0.5rem 0.85rem;
  border: 1px solid ${theme.colors.infoBorder};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.infoSoft};
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  line-height: 1.4;
  svg {
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
    color: ${theme.colors.infoStrong};
  }
  strong {
    color: ${theme.colors.text};
  }
`;

const ActivityLink = styled(Link)`
  margin-left: auto;
  color: ${theme.colors.infoStrong};
  font-weight: 600;
`;

/** Above every page while a household is chosen: whose money this is, and what the person may do. */
export function SpaceStrip() {
  const text = useShellText();
  const roleText = useRoleText();
  const { space } = useSpaceChoice();
  const newCount = useNewActivityCount();
  if (!space) return null;
  return (
    <Strip role="status" data-testid="space-strip">
      <HouseholdIcon />
      <span>
        <strong>{space.name}</strong> · {roleText(space.role)}
      </span>
      {space.role === 'viewer' && <span>{text('space.viewerNote', { household: space.name })}</span>}
      <ActivityLink to="/activity">
        {newCount > 0 ? text('activity.linkNew', { count: newCount }) : text('activity.link')}
      </ActivityLink>
    </Strip>
  );
}
