import { TextField } from '@pitaka/ui';

/** The e-mail field every sign-in screen starts with. */
export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
