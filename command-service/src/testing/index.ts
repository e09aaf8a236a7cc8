// What other packages' tests use of the command side below its HTTP routes (`@et/command-service/testing`):
// they drive the services with the running app's `CommandContext` to stage what no request can (an
// erasure cut short, a race between registrations) and read the name claims that decide who is who.
export { accountHandler, loadAccount, registerAccount } from '../accounts/account-service';
export { claimHolder, deleteClaim } from '../accounts/claims';
export { randomDigits } from '../codes/code-service';
export { UnreadMessageReminders } from '../messages/unread-reminders';
export { eraseAccount, resumeErasures } from '../privacy/erasure';
