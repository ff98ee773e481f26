import { PasswordField, type PasswordFieldProps } from '@pitaka/ui';

type PasswordInputProps = Omit<PasswordFieldProps, 'required' | 'onChange'> & {
  onChange: (password: string) => void;
};

/** A required password field of the sign-in screens, reporting what is typed (as EmailField does). */
export function PasswordInput({ onChange, ...field }: PasswordInputProps) {
  return <PasswordField {...field} required onChange={(e) => onChange(e.target.value)} />;
}
