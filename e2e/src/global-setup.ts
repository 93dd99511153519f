import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from './harness';

/**
 * Migrates one embedded database for the whole run: a server starts on a template folder (migrations, categories,
 * the admin account) and stops; every journey's server starts on a copy of it (about 3 s instead of 8 s).
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(tmpdir(), 'pretoire-e2e-template-'));
  const { server } = await startServer(template);
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  project.provide('dataTemplate', template);
  // The servers serve a copy of the web build taken now: a build run meanwhile (another terminal, a colleague on the
  // same checkout) replaces the hashed chunks a running server would still import. Inside e2e/ so that the server
  // rendering resolves its packages from the repository's node_modules; dist and dist-ssr are ignored by git.
  const web = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  const snapshot = mkdtempSync(path.join(repoRoot, 'e2e', '.web-build-'));
  cpSync(web, path.join(snapshot, 'dist'), { recursive: true });
  const ssr = path.join(path.dirname(web), 'dist-ssr');
  if (existsSync(ssr)) cpSync(ssr, path.join(snapshot, 'dist-ssr'), { recursive: true });
  project.provide('webDist', path.join(snapshot, 'dist'));
  return () => {
    rmSync(template, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataTemplate: string;
    webDist: string;
  }
}
