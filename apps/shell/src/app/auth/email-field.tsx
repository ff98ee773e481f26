import { TextField } from '@pitaka/ui';
import { useShellText } from '../../i18n/shell-text';

/** The e-mail field every sign-in screen starts with. */
export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const text = useShellText();
  return (
    <TextField
      label={text('field.email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
