import { authErrorCode } from '@pitaka/data/session';
import { AUTH_MESSAGES, TOAST_DURATION_AUTH_MS } from '@pitaka/domain';
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
export function googleFailureFeedback(error: unknown): {
  banner: BannerMessage;
  toast: { kind: 'info' | 'error'; text: string };
} {
  const code = authErrorCode(error);
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') {
    return {
      banner: { tone: 'info', text: AUTH_MESSAGES.googleCancelledBanner },
      toast: { kind: 'info', text: AUTH_MESSAGES.googleCancelledToast },
    };
  }
  if (code === 'auth/popup-blocked') {
    return {
      banner: { tone: 'warning', text: AUTH_MESSAGES.popupBlockedBanner },
      toast: { kind: 'error', text: AUTH_MESSAGES.popupBlockedToast },
    };
  }
  return {
    banner: { tone: 'error', text: AUTH_MESSAGES.googleFailed },
    toast: { kind: 'error', text: AUTH_MESSAGES.googleFailed },
  };
}
