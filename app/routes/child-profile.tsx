// Placeholder while the feature is being built.
export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">child-profile</h1>;
}
