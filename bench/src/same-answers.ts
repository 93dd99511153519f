// The yardstick must send what the app sends, or a ratio between them means nothing: checked in the run, before
// measuring, against the app as it is now (never against stored bytes: the app's output changes with its code).
import { deepStrictEqual } from 'node:assert/strict';

/** A page without its hydration payload, which holds render timestamps (the app's ETag leaves it out for that reason). */
const visible = (html: string) => html.replace(/<script type="application\/json" id="ssr-data">[\s\S]*?<\/script>/, '');

/**
 * Each path's answer from both servers: JSON compared as values (deep equal after parsing), HTML as text without the
 * payload, whose data is the JSON compared already. Throws on the first difference, naming the path.
 */
export async function sameAnswers(app: string, yardstick: string, paths: string[]) {
  for (const p of paths) {
    const [a, b] = await Promise.all([fetch(app + p), fetch(yardstick + p)]);
    if (a.status !== b.status) throw new Error(`${p}: the app answers ${a.status}, the yardstick ${b.status}`);
    const [ta, tb] = [await a.text(), await b.text()];
    if (String(a.headers.get('content-type')).includes('json')) {
      try {
        deepStrictEqual(JSON.parse(tb), JSON.parse(ta));
      } catch (err) {
        throw new Error(`${p}: the yardstick's JSON differs from the app's\n${(err as Error).message.slice(0, 2000)}`);
      }
    } else if (visible(ta) !== visible(tb)) {
      const [va, vb] = [visible(ta), visible(tb)];
      let i = 0;
      while (i < va.length && va[i] === vb[i]) i++;
      throw new Error(
        `${p}: the yardstick's page differs from the app's at ${i}\n app: ${va.slice(i - 80, i + 160)}\n yardstick: ${vb.slice(i - 80, i + 160)}`,
      );
    }
  }
}
