// The Children tab of the Family Workspace (spec §2). The empty state until children land.
export function ChildrenTab() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
      <h3 className="text-lg font-semibold">No children added yet</h3>
      <p className="mt-2 text-slate-600">Add your first child to get started</p>
    </div>
  );
}
