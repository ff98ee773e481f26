// `@pitaka/ledger/errors`: what the session part needs to read a command's refusal, without the
// commands (the sign-in screens load it).
export { CommandError, isCommandError, type CommandErrorCode } from './lib/port/command-error';
