import type { MarketingPanelContent } from '../ui/auth-layout';

export const LOGIN_PANEL: MarketingPanelContent = {
  title: 'Take Control of Your Finances',
  text: 'Every peso in one place: your cash, bank accounts, cards and e-wallets, your paluwagan and the debts you owe or are owed.',
  points: [
    'Balances that add up to the centavo',
    'Paluwagan schedules and payouts on time',
    'Debts in both directions, with due dates',
  ],
};

export const REGISTER_PANEL: MarketingPanelContent = {
  title: 'Master Your Money',
  text: 'Set up your first account in a minute, then record income and expenses as they happen.',
  points: [
    'Your data stays private to your account',
    'Cash, bank, credit card and e-wallet accounts',
    'A dashboard that sums it all up',
  ],
};

export const FORGOT_PASSWORD_PANEL: MarketingPanelContent = {
  title: 'Password Recovery',
  text: 'It happens to everyone. Enter the e-mail you signed up with and we will send you a link to choose a new password.',
  points: [
    'The link arrives in a few minutes',
    'Check your spam folder if it does not',
    'Your data stays safe meanwhile',
  ],
};
