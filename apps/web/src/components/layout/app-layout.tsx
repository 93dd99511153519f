import { Outlet } from 'react-router';
import { NavBar } from './nav-bar';
export function AppLayout() {
  return (
    <>
      <NavBar />
      <main className="mx-auto max-w-5xl px-4 py-8"><Outlet /></main>
    </>
  );
}
