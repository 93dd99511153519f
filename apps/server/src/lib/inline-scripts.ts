import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * CSP sources (`'sha256-…'`) of the inline scripts of the web app's page template (`apps/web/index.html`: the
 * early-taps script, decisions/web-early-taps.md), so the policy allows exactly those and no other inline script.
 */
export function inlineScriptSources(templateFile: string): string[] {
  if (!fs.existsSync(templateFile)) return [];
  const html = fs.readFileSync(templateFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}
