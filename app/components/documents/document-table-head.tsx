// The head of a child's document table: the document list page and the Manage Documents dialog show the same
// columns (requirements §2). The dialog is denser, keeps its head in view while its body scrolls, and shows no
// status column (it lists the documents, the page also says where each one is in processing).
import { documentListCopy } from "~/content/children";

const copy = documentListCopy.columns;

export function DocumentTableHead({ dense = false }: { dense?: boolean }) {
  const cell = dense ? "px-3 py-2 font-semibold" : "px-4 py-3 font-semibold";
  const wide = dense ? "sm:table-cell" : "md:table-cell";
  return (
    <thead className={dense ? "sticky top-0 z-10 bg-slate-50 text-slate-700" : "bg-slate-50 text-slate-700"}>
      <tr>
        <th scope="col" className={cell}>{copy.title}</th>
        <th scope="col" className={`hidden ${cell} ${wide}`}>{copy.type}</th>
        <th scope="col" className={`hidden ${cell} ${wide}`}>{copy.schoolYear}</th>
        <th scope="col" className={`hidden ${cell} ${wide}`}>{copy.dateAdded}</th>
        {dense ? null : <th scope="col" className={cell}>{copy.status}</th>}
        <th scope="col" className={dense ? "px-3 py-2" : "w-12 px-2 py-3"}>
          <span className="sr-only">{copy.actions}</span>
        </th>
      </tr>
    </thead>
  );
}
