import { authErrorCode } from '@pitaka/platform';
import { TOAST_DURATION_AUTH_MS, type AuthMessageKey } from '@pitaka/domain';
import type { Text } from '@pitaka/ui';
import type { BannerTone } from '@pitaka/ui';
import { toast, type ToastOptions } from 'react-toastify';

/** A message shown in the form's banner. */
export interface BannerMessage {
  tone: BannerTone;
  text: string;
}

/** Toasts raised by the sign-in screens use their 5000 ms duration, wherever the user goes next. */
const AUTH_TOAST: ToastOptions = { autoClose: TOAST_DURATION_AUTH_MS };

export const authToast = {
  success: (text: string) => toast.success(text, AUTH_TOAST),
  error: (text: string) => toast.error(text, AUTH_TOAST),
  info: (text: string) => toast.info(text, AUTH_TOAST),
};

/** What the login screen says about a failed Google sign-in (spec section 8). */
export function googleFailureFeedback(
  error: unknown,
  text: Text<AuthMessageKey>,
): {
  banner: BannerMessage;
  toast: { kind: 'info' | 'error'; text: string };
} {
  const code = authErrorCode(error);
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') {
    return {
      banner: { tone: 'info', text: text('googleCancelledBanner') },
      toast: { kind: 'info', text: text('googleCancelledToast') },
    };
  }
  if (code === 'auth/popup-blocked') {
    return {
      banner: { tone: 'warning', text: text('popupBlockedBanner') },
      toast: { kind: 'error', text: text('popupBlockedToast') },
    };
  }
  return {
    banner: { tone: 'error', text: text('googleFailed') },
    toast: { kind: 'error', text: text('googleFailed') },
  };
}
