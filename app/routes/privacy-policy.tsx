export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">privacy-policy</h1>;
}
