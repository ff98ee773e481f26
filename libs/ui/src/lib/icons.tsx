import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Decorative line icons (aria-hidden); give the control that holds one its own name. */
function makeIcon(paths: ReactNode) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const DashboardIcon = /*#__PURE__*/ makeIcon(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </>,
);

export const TransactionsIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M7 4v16" />
    <path d="m3 8 4-4 4 4" />
    <path d="M17 20V4" />
    <path d="m21 16-4 4-4-4" />
  </>,
);

export const AccountsIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5H18a2 2 0 0 1 2 2v1" />
    <rect x="3" y="8" width="18" height="12" rx="2.5" />
    <path d="M16 14h.01" />
  </>,
);

export const PaluwaganIcon = /*#__PURE__*/ makeIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 3.5V12l5.5 3" />
  </>,
);

export const DebtIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M4 7h16" />
    <path d="M4 12h10" />
    <path d="M4 17h7" />
    <path d="m15 15 2 2 4-4" />
  </>,
);

/** A column chart over an axis: where the money went (the insights remote). */
export const InsightsIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M3 3v16a2 2 0 0 0 2 2h16" />
    <path d="M8 17v-4" />
    <path d="M13 17V7" />
    <path d="M18 17v-7" />
  </>,
);

/** A calendar page with a due mark: everything due (bills, paluwagan, debts). */
export const UpcomingIcon = /*#__PURE__*/ makeIcon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17" />
    <path d="M8 3v4" />
    <path d="M16 3v4" />
    <path d="m9 15 2 2 4-4" />
  </>,
);

/** Budgets: a pie with a slice set apart. */
export const BudgetIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5H12Z" />
    <path d="M14.5 2.5v7h7a7 7 0 0 0-7-7Z" />
  </>,
);

/** Savings goals: a flag on its pole. */
export const GoalIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M5.5 21V3.5" />
    <path d="M5.5 4.5h12l-2.5 4 2.5 4h-12" />
  </>,
);

/** Import and backup: a tray with an arrow in and out. */
export const DataIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M4 14v4.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V14" />
    <path d="M8.5 7.5 12 4l3.5 3.5" />
    <path d="M12 4v11" />
  </>,
);

export const LogoutIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </>,
);

export const MenuIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </>,
);

export const CloseIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);

export const EyeIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M9.9 5.2A9.7 9.7 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.1" />
    <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7c1.8 0 3.4-.5 4.8-1.3" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </>,
);

export const MinusIcon = /*#__PURE__*/ makeIcon(<path d="M5 12h14" />);

export const PlusIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M12 5v14" />
    <path d="M5 12h14" />
  </>,
);

export const ClockIcon = /*#__PURE__*/ makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const CheckIcon = /*#__PURE__*/ makeIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const CircleIcon = /*#__PURE__*/ makeIcon(<circle cx="12" cy="12" r="7.5" />);

export const AlertIcon = /*#__PURE__*/ makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5" />
    <path d="M12 16.5h.01" />
  </>,
);

export const InfoIcon = /*#__PURE__*/ makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5" />
    <path d="M12 7.5h.01" />
  </>,
);

export const CheckCircleIcon = /*#__PURE__*/ makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 3 3 5-6" />
  </>,
);

export const GoogleIcon = ({ size = 18 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
    />
    <path
      fill="#FBBC05"
      d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
    />
  </svg>
);

export const EditIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);

export const UndoIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </>,
);

/** Money coming in. */
export const ArrowDownLeftIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M17 7 7 17" />
    <path d="M17 17H7V7" />
  </>,
);

/** Money going out. */
export const ArrowUpRightIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M7 17 17 7" />
    <path d="M7 7h10v10" />
  </>,
);

/** Money moving between two of the user's own accounts. */
export const TransferIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M4 8h15" />
    <path d="m15 4 4 4-4 4" />
    <path d="M20 16H5" />
    <path d="m9 12-4 4 4 4" />
  </>,
);

/** The settings page: a gear. */
export const SettingsIcon = /*#__PURE__*/ makeIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 0 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06a1.65 1.65 0 0 0 .33-1.82 1.65 1.65 0 0 0-1.51-1H3a2 2 0 0 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.65 1.65 0 0 0 1.82.33H9a1.65 1.65 0 0 0 1-1.51V3a2 2 0 0 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.65 1.65 0 0 0-.33 1.82V9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 0 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1Z" />
  </>,
);

/** Households: the people who keep one family's money together. */
export const HouseholdIcon = /*#__PURE__*/ makeIcon(
  <>
    <path d="M3 11 12 4l9 7" />
    <path d="M5 10v10h14V10" />
    <circle cx="12" cy="13" r="2" />
    <path d="M8.5 20a3.5 3.5 0 0 1 7 0" />
  </>,
);

/** The light colour scheme. */
export const SunIcon = /*#__PURE__*/ makeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2" />
    <path d="M12 20v2" />
    <path d="m4.93 4.93 1.41 1.41" />
    <path d="m17.66 17.66 1.41 1.41" />
    <path d="M2 12h2" />
    <path d="M20 12h2" />
    <path d="m6.34 17.66-1.41 1.41" />
    <path d="m19.07 4.93-1.41 1.41" />
  </>,
);

/** The dark colour scheme. */
export const MoonIcon = /*#__PURE__*/ makeIcon(<path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.6 6.6 0 0 0 10.6 10.6Z" />);

/** The device's own setting: a screen. */
export const DeviceIcon = /*#__PURE__*/ makeIcon(
  <>
    <rect x="3" y="4" width="18" height="12.5" rx="2" />
    <path d="M8 20.5h8" />
    <path d="M12 16.5v4" />
  </>,
);
