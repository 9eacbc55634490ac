// The wording of every e-mail we send, in one place. Names come from users, so HTML parts escape them:
// each e-mail is written once as lines (`line` escapes what it interpolates in the HTML part only) and
// `message` lays them out as the plain-text and the HTML part.
import type { EmailMessage } from "./mailer.ts";

const PRODUCT = "IEP Binder";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);
}

/** A paragraph: its lines in the plain-text part (one per line), and one HTML paragraph per line. */
type Block = { text: string[]; html: string[] };

/** A line whose interpolated values are written as they are in the text part and escaped in the HTML part. */
function line(strings: TemplateStringsArray, ...values: string[]): Block {
  const join = (value: (v: string) => string) => strings.reduce((out, s, i) => out + value(values[i - 1] ?? "") + s);
  return { text: [join((v) => v)], html: [join(escapeHtml)] };
}

/** Consecutive lines of one paragraph of the text part. */
const lines = (...parts: Block[]): Block => ({ text: parts.flatMap((p) => p.text), html: parts.flatMap((p) => p.html) });

/** The link paragraph: in text, a lead-in line and the address; in HTML, a sentence around an anchor. */
function link(url: string, lead: string, html: (anchor: (label: string) => string) => string): Block {
  return { text: [lead, url], html: [html((label) => `<a href="${escapeHtml(url)}">${label}</a>`)] };
}

/** A link that works once: "<lead> here (the link works once and expires in <expiry>):" and its HTML twin. */
function oneTimeLink(url: string, expiry: string, lead: string, label = lead): Block {
  const terms = `the link works once and expires in ${expiry}`;
  return link(url, `${lead} here (${terms}):`, (a) => `${a(label)} — ${terms}.`);
}

/** Paragraphs separated by a blank line in the text part, one `<p>` per line in the HTML part. */
function message(to: string, subject: string, ...blocks: Block[]): EmailMessage {
  return {
    to,
    subject,
    text: blocks.map((b) => b.text.join("\n")).join("\n\n"),
    html: blocks.flatMap((b) => b.html).map((l) => `<p>${l}</p>`).join("\n"),
  };
}

export function passwordResetEmail(to: string, url: string): EmailMessage {
  return message(
    to,
    `Reset your ${PRODUCT} password`,
    line`Someone (hopefully you) asked to reset the password of your ${PRODUCT} account.`,
    oneTimeLink(url, "1 hour", "Choose a new password"),
    line`If you did not ask for this, you can ignore this e-mail; your password stays the same.`,
  );
}

export function signUpConfirmationEmail(to: string, firstName: string, url: string): EmailMessage {
  return message(
    to,
    `Finish creating your ${PRODUCT} account`,
    line`Hi ${firstName},`,
    oneTimeLink(url, "24 hours", `Finish creating your ${PRODUCT} account`),
    line`If you did not sign up, you can ignore this e-mail; no account is created without this link.`,
  );
}

export function signUpAttemptEmail(to: string, loginUrl: string): EmailMessage {
  return message(
    to,
    `Someone tried to sign up to ${PRODUCT} with your address`,
    line`Someone (maybe you) tried to create a ${PRODUCT} account with this address, which already has one.`,
    link(
      loginUrl,
      `Sign in here, or choose "Forgot password" on that page to reset your password:`,
      (a) => `${a("Sign in")}, or choose "Forgot password" on that page to reset your password.`,
    ),
    line`If it was not you, nothing has changed: no new account was created.`,
  );
}

/** The closing paragraph of a notice about a change the owner may not have made. */
const resetIfNotYou = (resetUrl: string) =>
  link(resetUrl, `If this was not you, reset your password now (choose "Forgot password"):`, (a) => `If this was not you, ${a("reset your password now")} (choose "Forgot password").`);

export function passwordChangedEmail(to: string, resetUrl: string): EmailMessage {
  return message(
    to,
    `Your ${PRODUCT} password was changed`,
    line`The password of your ${PRODUCT} account was just changed, and every other signed-in device was signed out.`,
    resetIfNotYou(resetUrl),
  );
}

export function invitationEmail(input: { to: string; firstName: string; inviterFirstName: string; familyName: string; link: string }): EmailMessage {
  const inviter = input.inviterFirstName || "A parent";
  const access = `on ${PRODUCT}, with full access to the children's IEP documents and insights.`;
  return message(
    input.to,
    `${inviter} invited you to their family workspace on ${PRODUCT}`,
    line`Hi ${input.firstName},`,
    // Typographic quotes around the family's name in HTML, plain ones in the text part.
    { text: [`${inviter} invited you to join "${input.familyName}" ${access}`], html: [`${escapeHtml(inviter)} invited you to join “${escapeHtml(input.familyName)}” ${access}`] },
    oneTimeLink(input.link, "7 days", "Accept the invitation"),
    line`If you were not expecting this, you can ignore this e-mail.`,
  );
}

/** To the new address: the link that completes a change of the account's e-mail (docs/decisions/0016). */
export function emailChangeLinkEmail(to: string, url: string): EmailMessage {
  return message(
    to,
    `Confirm your new ${PRODUCT} e-mail address`,
    line`Someone (hopefully you) asked to use this address for their ${PRODUCT} account.`,
    oneTimeLink(url, "24 hours", "Confirm the change", "Confirm the new address"),
    line`If you did not ask for this, you can ignore this e-mail; nothing changes without this link.`,
  );
}

/** To the current address when a change is asked for: the owner learns of it before it can happen. */
export function emailChangeNoticeEmail(to: string, newEmail: string, resetUrl: string): EmailMessage {
  return message(
    to,
    `Your ${PRODUCT} e-mail address is about to change`,
    lines(
      line`Someone signed in to your ${PRODUCT} account asked to change its e-mail address to ${newEmail}.`,
      line`The change happens only when the link we sent to that address is used.`,
    ),
    resetIfNotYou(resetUrl),
  );
}

/** To an address that already has an account, when another account asked to move to it. */
export function emailChangeInUseEmail(to: string, loginUrl: string): EmailMessage {
  return message(
    to,
    `Someone tried to move an ${PRODUCT} account to your address`,
    lines(
      line`Someone asked to change the e-mail address of an ${PRODUCT} account to this one, which already has an account.`,
      line`Nothing was changed: an address belongs to one account only.`,
    ),
    link(loginUrl, "Your own account is here:", (a) => `${a("Your own account")}.`),
  );
}
