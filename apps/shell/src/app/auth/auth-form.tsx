import { Banner } from '@pitaka/ui';
import type { FormEvent, ReactNode } from 'react';
import { FormStack } from '../ui/auth-layout';
import type { BannerMessage } from './auth-feedback';
import { EmailField } from './email-field';

export interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  /** The outcome of the last attempt, above the fields. */
  banner: BannerMessage | null;
  email: string;
  onEmailChange: (email: string) => void;
  /** The fields after the e-mail, and the submit button. */
  children: ReactNode;
}

/** The form of every sign-in screen: the banner, the e-mail field, then the screen's own fields. */
export function AuthForm({ onSubmit, busy, banner, email, onEmailChange, children }: AuthFormProps) {
  return (
    <FormStack onSubmit={onSubmit} aria-busy={busy}>
      {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
      <EmailField value={email} onChange={onEmailChange} />
      {children}
    </FormStack>
  );
}
