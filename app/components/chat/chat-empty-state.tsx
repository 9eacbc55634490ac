// What the chat shows before its first message (requirements §2.11): no documents yet, ready to analyze, or
// an invitation to ask.
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";

export function ChatEmptyState({
  childId,
  childName,
  hasDocuments,
  canAnalyze,
  summarizing,
  onGenerate,
}: {
  childId: string;
  childName: string;
  hasDocuments: boolean;
  /** Ready documents and no summary yet (it is being generated, or generating failed). */
  canAnalyze: boolean;
  summarizing: boolean;
  onGenerate: () => void;
}) {
  if (!hasDocuments) {
    return (
      <div className="flex h-full flex-col items-center justify-center text-center">
        <h2 className="text-lg font-bold">No Documents Yet</h2>
        <p className="mt-1 max-w-sm text-sm text-slate-600">Upload {childName}'s IEP or another document to ask questions about it.</p>
        <Link to={`/dashboard?child=${childId}&upload=true`} className={buttonClass({ className: "mt-4" })}>
          Upload First Document
        </Link>
      </div>
    );
  }
  if (canAnalyze) {
    return (
      <div className="flex h-full flex-col items-center justify-center text-center">
        <h2 className="text-lg font-bold">Ready to Analyze Documents</h2>
        <Button className="mt-4" pending={summarizing} pendingLabel="Generating Summary..." onClick={onGenerate}>
          Generate Document Summary
        </Button>
        <p className="mt-2 text-sm text-slate-500">Or start typing a question below</p>
      </div>
    );
  }
  return (
    <div className="flex h-full items-center justify-center">
      <p className="text-center text-slate-600">Start a conversation about {childName}'s educational documents.</p>
    </div>
  );
}
