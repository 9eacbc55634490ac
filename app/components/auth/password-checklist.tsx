// The live rule list under a new-password field: the spec's composition rules (≥ 8, upper, lower,
// digit), each marked as met or not while the user types. The server also refuses very common
// passwords; that rule is the server's and comes back in its errors list.
import { PASSWORD_HINT, PASSWORD_RULES, passwordProblems } from "@common/schemas/auth";
import { passwordChecklistLabel } from "~/content/accounts";

const CHECKED_RULES = [PASSWORD_RULES.length, PASSWORD_RULES.upper, PASSWORD_RULES.lower, PASSWORD_RULES.digit] as const;

/** The rules the browser enforces before sending (everything but the server's deny list). */
export function clientPasswordProblems(password: string): string[] {
  return passwordProblems(password).filter((p) => p !== PASSWORD_RULES.common);
}

export function PasswordChecklist({ password }: { password: string }) {
  const problems = new Set(passwordProblems(password));
  return (
    <div>
      <p>{PASSWORD_HINT}</p>
      <p className="sr-only">{passwordChecklistLabel}</p>
      <ul className="mt-1.5 space-y-0.5">
        {CHECKED_RULES.map((rule) => {
          const met = password.length > 0 && !problems.has(rule);
          return (
            <li key={rule} className={`flex items-center gap-1.5 ${met ? "text-emerald-700" : "text-slate-500"}`}>
              <span aria-hidden="true" className="inline-flex w-4 justify-center font-bold">
                {met ? "✓" : "•"}
              </span>
              {rule}
              <span className="sr-only">{met ? " (met)" : " (not met)"}</span>
            </li>
          );
        })}
        {problems.has(PASSWORD_RULES.max) ? (
          <li className="flex items-center gap-1.5 text-red-700">
            <span aria-hidden="true" className="inline-flex w-4 justify-center font-bold">
              ✗
            </span>
            {PASSWORD_RULES.max}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
