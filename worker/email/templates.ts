// The wording of every e-mail we send, in one place. Names come from users, so HTML parts escape them.
import type { EmailMessage } from "./mailer.ts";

const PRODUCT = "IEP Binder";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);
}

function paragraphs(lines: string[]): string {
  return lines.map((l) => `<p>${l}</p>`).join("\n");
}

export function passwordResetEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT} account.`,
      "",
      `Choose a new password here (the link works once and expires in 1 hour):`,
      link,
      "",
      "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
    ].join("\n"),
    html: paragraphs([
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT} account.`,
      `<a href="${escapeHtml(link)}">Choose a new password</a> — the link works once and expires in 1 hour.`,
      "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
    ]),
  };
}

export function signUpConfirmationEmail(to: string, firstName: string, link: string): EmailMessage {
  return {
    to,
    subject: `Finish creating your ${PRODUCT} account`,
    text: [
      `Hi ${firstName},`,
      "",
      `Finish creating your ${PRODUCT} account here (the link works once and expires in 24 hours):`,
      link,
      "",
      "If you did not sign up, you can ignore this e-mail; no account is created without this link.",
    ].join("\n"),
    html: paragraphs([
      `Hi ${escapeHtml(firstName)},`,
      `<a href="${escapeHtml(link)}">Finish creating your ${PRODUCT} account</a> — the link works once and expires in 24 hours.`,
      "If you did not sign up, you can ignore this e-mail; no account is created without this link.",
    ]),
  };
}

export function signUpAttemptEmail(to: string, loginLink: string): EmailMessage {
  return {
    to,
    subject: `Someone tried to sign up to ${PRODUCT} with your address`,
    text: [
      `Someone (maybe you) tried to create a ${PRODUCT} account with this address, which already has one.`,
      "",
      `Sign in here, or choose "Forgot password" on that page to reset your password:`,
      loginLink,
      "",
      "If it was not you, nothing has changed: no new account was created.",
    ].join("\n"),
    html: paragraphs([
      `Someone (maybe you) tried to create a ${PRODUCT} account with this address, which already has one.`,
      `<a href="${escapeHtml(loginLink)}">Sign in</a>, or choose "Forgot password" on that page to reset your password.`,
      "If it was not you, nothing has changed: no new account was created.",
    ]),
  };
}

export function passwordChangedEmail(to: string, resetLink: string): EmailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} password was changed`,
    text: [
      `The password of your ${PRODUCT} account was just changed, and every other signed-in device was signed out.`,
      "",
      `If this was not you, reset your password now (choose "Forgot password"):`,
      resetLink,
    ].join("\n"),
    html: paragraphs([
      `The password of your ${PRODUCT} account was just changed, and every other signed-in device was signed out.`,
      `If this was not you, <a href="${escapeHtml(resetLink)}">reset your password now</a> (choose "Forgot password").`,
    ]),
  };
}

export function invitationEmail(input: { to: string; firstName: string; inviterFirstName: string; familyName: string; link: string }): EmailMessage {
  const inviter = input.inviterFirstName || "A parent";
  return {
    to: input.to,
    subject: `${inviter} invited you to their family workspace on ${PRODUCT}`,
    text: [
      `Hi ${input.firstName},`,
      "",
      `${inviter} invited you to join "${input.familyName}" on ${PRODUCT}, with full access to the children's IEP documents and insights.`,
      "",
      "Accept the invitation here (the link works once and expires in 7 days):",
      input.link,
      "",
      "If you were not expecting this, you can ignore this e-mail.",
    ].join("\n"),
    html: paragraphs([
      `Hi ${escapeHtml(input.firstName)},`,
      `${escapeHtml(inviter)} invited you to join “${escapeHtml(input.familyName)}” on ${PRODUCT}, with full access to the children's IEP documents and insights.`,
      `<a href="${escapeHtml(input.link)}">Accept the invitation</a> — the link works once and expires in 7 days.`,
      "If you were not expecting this, you can ignore this e-mail.",
    ]),
  };
}

/** To the new address: the link that completes a change of the account's e-mail (docs/decisions/0016). */
export function emailChangeLinkEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: `Confirm your new ${PRODUCT} e-mail address`,
    text: [
      `Someone (hopefully you) asked to use this address for their ${PRODUCT} account.`,
      "",
      "Confirm the change here (the link works once and expires in 24 hours):",
      link,
      "",
      "If you did not ask for this, you can ignore this e-mail; nothing changes without this link.",
    ].join("\n"),
    html: paragraphs([
      `Someone (hopefully you) asked to use this address for their ${PRODUCT} account.`,
      `<a href="${escapeHtml(link)}">Confirm the new address</a> — the link works once and expires in 24 hours.`,
      "If you did not ask for this, you can ignore this e-mail; nothing changes without this link.",
    ]),
  };
}

/** To the current address when a change is asked for: the owner learns of it before it can happen. */
export function emailChangeNoticeEmail(to: string, newEmail: string, resetLink: string): EmailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} e-mail address is about to change`,
    text: [
      `Someone signed in to your ${PRODUCT} account asked to change its e-mail address to ${newEmail}.`,
      "The change happens only when the link we sent to that address is used.",
      "",
      `If this was not you, reset your password now (choose "Forgot password"):`,
      resetLink,
    ].join("\n"),
    html: paragraphs([
      `Someone signed in to your ${PRODUCT} account asked to change its e-mail address to ${escapeHtml(newEmail)}.`,
      "The change happens only when the link we sent to that address is used.",
      `If this was not you, <a href="${escapeHtml(resetLink)}">reset your password now</a> (choose "Forgot password").`,
    ]),
  };
}

/** To an address that already has an account, when another account asked to move to it. */
export function emailChangeInUseEmail(to: string, loginLink: string): EmailMessage {
  return {
    to,
    subject: `Someone tried to move an ${PRODUCT} account to your address`,
    text: [
      `Someone asked to change the e-mail address of an ${PRODUCT} account to this one, which already has an account.`,
      "Nothing was changed: an address belongs to one account only.",
      "",
      "Your own account is here:",
      loginLink,
    ].join("\n"),
    html: paragraphs([
      `Someone asked to change the e-mail address of an ${PRODUCT} account to this one, which already has an account.`,
      "Nothing was changed: an address belongs to one account only.",
      `<a href="${escapeHtml(loginLink)}">Your own account</a>.`,
    ]),
  };
}
