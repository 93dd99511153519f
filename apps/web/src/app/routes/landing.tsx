import { Link } from 'react-router';
import { paths } from '@/config/paths';

export default function LandingRoute() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <p className="font-serif text-xl text-accent">Prétoire</p>
      <h1 className="mt-4 max-w-2xl text-4xl leading-tight sm:text-5xl">Une question juridique ? Des avocats inscrits au barreau vous répondent.</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-soft">Posez votre question gratuitement et anonymement. Chaque avocat est vérifié avant de pouvoir répondre.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.createPost} className="rounded-md bg-ink px-5 py-3 font-medium text-white">Poser une question</Link>
        <Link to={paths.home} className="rounded-md border border-ink px-5 py-3 font-medium">Parcourir les questions</Link>
      </div>
      <ol className="mt-16 grid gap-6 sm:grid-cols-3">
        <li className="rounded-xl bg-white p-6 shadow-sm"><h2 className="text-xl">1. Posez</h2><p className="mt-2 text-ink-soft">Décrivez votre situation sous un pseudonyme.</p></li>
        <li className="rounded-xl bg-white p-6 shadow-sm"><h2 className="text-xl">2. Un avocat répond</h2><p className="mt-2 text-ink-soft">Des avocats vérifiés vous éclairent.</p></li>
        <li className="rounded-xl bg-white p-6 shadow-sm"><h2 className="text-xl">3. Échangez</h2><p className="mt-2 text-ink-soft">Précisez, puis notez la réponse qui vous a aidé.</p></li>
      </ol>
    </main>
  );
}
