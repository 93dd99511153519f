export default function PlaceholderRoute() {
  return <p className="rounded-xl bg-white p-8 text-center">Cette page arrive bientôt.</p>;
}
