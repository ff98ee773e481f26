import { DeviceIcon, MoonIcon, SunIcon } from '../icons';
import { switcherText } from '../i18n/switcher-text';
import { SegmentedChoice } from '../segmented-choice';
import { chooseTheme, useThemeChoice } from './theme-choice';

export interface ThemeSwitcherProps {
  /** Smaller, the legend beside the options: for a corner of a screen (the sign-in screens). */
  compact?: boolean;
  /** A line under the options saying what they do, tied to the group. */
  hint?: string;
}

/**
 * Light, Dark or System (the device's setting): shows the choice remembered on this device, and
 * applies and remembers a new one.
 */
export function ThemeSwitcher({ compact = false, hint }: ThemeSwitcherProps) {
  const text = switcherText.useText();
  return (
    <SegmentedChoice
      legend={text('theme.legend')}
      options={[
        { value: 'light', label: text('theme.light'), icon: SunIcon },
        { value: 'dark', label: text('theme.dark'), icon: MoonIcon },
        { value: 'system', label: text('theme.system'), icon: DeviceIcon },
      ]}
      value={useThemeChoice()}
      onChange={chooseTheme}
      compact={compact}
      hint={hint}
    />
  );
}
