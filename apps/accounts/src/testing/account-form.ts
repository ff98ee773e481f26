// Test data and steps shared by the specs of the account screens (/accounts, /account-setup,
// /add-account, /edit-account).
import type { DataApi } from '@pitaka/data';
import type { Account, Centavos } from '@pitaka/domain';
import { findToast, renderPage, type RenderedPage } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PROFILE } from './transaction-fixtures';
import { expectFieldError } from './expect-field-error';

/** A command of the fake data API (`page.api.createAccount`, ...). */
type FakeCommand = (...args: never[]) => unknown;

/** BDO Savings (a1), a bank account holding `balance`, created at `createdAt` (local wall-clock time). */
export const bdoSavings = (balance: Centavos, createdAt: Date): Account => ({
  id: 'a1',
  name: 'BDO Savings',
  type: 'bank',
  balance,
  createdAt,
});

/**
 * The account page `ui` at `path` (matched by `route`), for a set-up user paying in pesos unless
 * `answers` say otherwise.
 */
export function renderAccountPage(ui: ReactElement, path: string, answers: Partial<DataApi>, route = path) {
  return renderPage(ui, { path, route, api: { getUserProfile: async () => PROFILE, ...answers } });
}

async function retype(page: RenderedPage, field: HTMLElement, text: string) {
  await page.user.clear(field);
  await page.user.type(field, text);
}

/** The account form (setup, add, edit): its fields, and what its specs check when it is sent. */
export const accountForm = {
  name: () => screen.getByRole('textbox', { name: 'Account Name' }),
  type: () => screen.getByRole('combobox', { name: 'Account Type' }),
  initialBalance: () => screen.getByRole('textbox', { name: 'Initial Balance' }),

  /** Sets the fields given: the name and the initial balance to exactly `name` and `balance`, and chooses `type`. */
  async fill(page: RenderedPage, fields: { name?: string; type?: string; balance?: string }) {
    if (fields.name !== undefined) await retype(page, accountForm.name(), fields.name);
    if (fields.type !== undefined) await page.user.selectOptions(accountForm.type(), fields.type);
    if (fields.balance !== undefined) await retype(page, accountForm.initialBalance(), fields.balance);
  },

  /** Sends the form by `submit` with `blank` for a name: refused at the field, nothing sent, still at `path`. */
  async expectBlankNameRefused(
    page: RenderedPage,
    blank: string,
    submit: HTMLElement,
    command: FakeCommand,
    path: string,
  ) {
    if (blank) await accountForm.fill(page, { name: blank });
    await page.user.click(submit);
    expectFieldError(accountForm.name(), 'Account name is required');
    expect(command).not.toHaveBeenCalled();
    expect(page.location()).toBe(path);
  },

  /** Sent: the toast `done`, and `command` called once, for the signed-in user, with exactly `input`. */
  async expectSent(done: string, command: FakeCommand, input: unknown) {
    expect(await findToast(done)).toBeInTheDocument();
    expect(command).toHaveBeenCalledTimes(1);
    expect(command).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), input);
  },

  /** A failed save says `failure` both in the form's alert and in a toast. */
  async expectSaveFailure(form: HTMLElement, failure: string) {
    expect(await within(form).findByRole('alert')).toHaveTextContent(failure);
    expect(await findToast(failure)).toBeInTheDocument();
  },
};
