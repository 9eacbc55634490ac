// /test-add-child (requirements §2, §5, §8; requirements §17: signed-in only, it writes): a child-name field that sends
// JSON {name} to POST /api/children and shows the API's answer as-is.
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { testAddChildCopy as copy, toasts } from "~/content/children";
import { apiRequest, RequestError } from "~/lib/api";
import { requireUser } from "~/lib/session.server";
import { CHILD_NAME_MAX } from "@common/schemas/children";
import type { Route } from "./+types/test-add-child";

export async function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

export const meta = () => [{ title: `${copy.title} · IEP Binder` }, { name: "robots", content: "noindex" }];

export default function TestAddChild() {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [response, setResponse] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!name.trim()) {
      setError(copy.nameRequired);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const res = await apiRequest("POST", "/api/children", { name: name.trim() });
      const body: unknown = await res.json();
      setResponse(JSON.stringify({ status: res.status, body }, null, 2));
      setName("");
    } catch (err) {
      if (err instanceof RequestError) {
        setResponse(JSON.stringify({ status: err.status, body: err.json() ?? err.body }, null, 2));
        notify({ title: toasts.testError, description: err.json()?.message || toasts.testFailed, variant: "destructive" });
      } else {
        notify({ title: toasts.testError, description: toasts.testUnexpected, variant: "destructive" });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.description}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label={copy.name}
          name="name"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            if (error) setError(undefined);
          }}
          maxLength={CHILD_NAME_MAX}
          autoComplete="off"
          error={error}
        />
        <Button type="submit" className="sm:mt-6" pending={sending} pendingLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </form>
      <div className="mt-8">
        <h2 className="text-lg font-bold">{copy.response}</h2>
        <pre aria-live="polite" data-testid="api-response" className="mt-2 min-h-24 overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100">
          {response ?? ""}
        </pre>
      </div>
    </section>
  );
}
