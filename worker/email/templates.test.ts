// The e-mails' two parts from one wording: the text part as written, the HTML part with user values escaped.
import { describe, expect, it } from "vitest";
import { emailChangeNoticeEmail, signUpConfirmationEmail } from "./templates.ts";

describe("e-mail templates", () => {
  it("writes a name as typed in the text part and escaped in the HTML part, the link in both", () => {
    const mail = signUpConfirmationEmail("a@example.com", `<Ann & "Bo">`, "https://iep.test/confirm?t=1&x=2");
    expect(mail.text).toBe(
      [
        `Hi <Ann & "Bo">,`,
        "",
        "Finish creating your IEP Binder account here (the link works once and expires in 24 hours):",
        "https://iep.test/confirm?t=1&x=2",
        "",
        "If you did not sign up, you can ignore this e-mail; no account is created without this link.",
      ].join("\n"),
    );
    expect(mail.html).toBe(
      [
        "<p>Hi &lt;Ann &amp; &quot;Bo&quot;&gt;,</p>",
        `<p><a href="https://iep.test/confirm?t=1&amp;x=2">Finish creating your IEP Binder account</a> — the link works once and expires in 24 hours.</p>`,
        "<p>If you did not sign up, you can ignore this e-mail; no account is created without this link.</p>",
      ].join("\n"),
    );
  });

  it("keeps the lines of one paragraph together in the text part and one <p> per line in HTML", () => {
    const mail = emailChangeNoticeEmail("a@example.com", "new@example.com", "https://iep.test/forgot");
    expect(mail.text.split("\n\n")).toHaveLength(2);
    expect(mail.text.split("\n\n")[0]!.split("\n")).toHaveLength(2);
    expect(mail.html!.match(/<p>/g)).toHaveLength(3);
  });
});
