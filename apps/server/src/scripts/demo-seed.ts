import { AD_POSITIONS, type AdPosition, AVATAR_PRESETS, isBarAssociation, TERMS_VERSION } from '@pretoire/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { categories, settings, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { createAd, trackAdClick } from '../features/ads';
import { deadlineColumns, refreshAllResponseTimes } from '../features/desk';
import { addReply, createPost } from '../features/posts';
import { markSatisfactory } from '../features/rewards';
import { backfillNameSkeletons } from '../features/users';
import { asHistory, markHistoryUntilNow } from '../lib/history';
import { hashPassword } from '../lib/password';
import { RateLimiter } from '../lib/rate-limit';
import type { UserRow } from '../plugins/auth';
import {
  ANSWERS,
  COLLEAGUE_REPLIES,
  type DemoLawyer,
  FOLLOW_UP_ANSWERS,
  FOLLOW_UPS,
  LAWYERS,
  MEMBER_NICKNAMES,
  PENDING_LAWYERS,
  SCENARIOS,
  SLOTS,
  THANKS,
} from './demo-data';
import { bannerPng } from './png';

/** Passes the password rule (security-accounts.md; the former «demo-pretoire» is too close to the site's name). */
export const DEMO_PASSWORD = 'Demo-Toge-Hermine-1789';
export const DEMO_DOMAIN = 'demo.pretoire.fr';
/** Present once a seed has committed; the whole seed is one transaction, so it is all or nothing. */
export const DEMO_MARKER = 'demo-seed-v1';
export const DEMO_QUESTIONS = 200;

export const DEMO_LOGINS = [
  { role: 'Administrateur', email: `admin@${DEMO_DOMAIN}` },
  { role: 'Membre', email: `membre@${DEMO_DOMAIN}` },
  { role: 'Avocate approuvée (Maître Claire Fontaine)', email: `avocate@${DEMO_DOMAIN}` },
  { role: 'Avocate en attente de validation', email: `avocat.attente@${DEMO_DOMAIN}` },
] as const;

export interface DemoResult {
  created: boolean;
  questions: number;
  replies: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Deterministic random source (mulberry32), so two fresh seeds produce the same forum. */
function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)];
  return { next, int, pick };
}
type Random = ReturnType<typeof randomSource>;

const fill = (text: string, rnd: Random, fixed: Record<string, string> = {}) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => fixed[k] ?? rnd.pick(SLOTS[k]));
/** An e-mail local part from a name: «Étienne» → etienne, «soleil75» → soleil75. */
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');

// Specialisations that fit a category: such lawyers are three times likelier to answer there.
const CATEGORY_FIT: Record<string, string[]> = {
  travail: ['Droit du travail'],
  'immobilier-logement': ['Droit immobilier'],
  consommation: ['Droit commercial'],
  penal: ['Droit Pénal des affaires'],
  'affaires-societes': ['Droit des sociétés', 'Droit commercial'],
  fiscal: ['Droit Fiscal'],
  numerique: ['Droit numérique/NTIC'],
  'propriete-intellectuelle': ['Droit de la Propriété Intellectuelle'],
  construction: ['Droit de la construction'],
};

/** A small but real PDF: the pending lawyers' licence documents, so the admin review can open them. */
function licensePdf(name: string) {
  const text = `Attestation d'inscription au barreau - ${name} - document de demonstration`;
  const stream = `BT /F1 14 Tf 60 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Adds the demo forum through the feature services (questions, answers, satisfactory marks, ads), so credits,
 * milestones, rewards and notifications come from the real code. Idempotent: a second run adds nothing.
 * Times are spread over the last 60 days by moving each event's rows (all stamped with the transaction's
 * now()) to their place in the story right after the service call.
 */
export function seedDemo(ctx: AppContext, opts: { questions?: number } = {}): Promise<DemoResult> {
  // Every event of the story happened before this run: no mail, no job, notes stored read (lib/history.ts).
  return asHistory(() => seedStory(ctx, opts));
}

async function seedStory(ctx: AppContext, opts: { questions?: number }): Promise<DemoResult> {
  const total = opts.questions ?? DEMO_QUESTIONS;
  const now = ctx.clock.now().getTime();
  return transaction(ctx.db, async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: DEMO_MARKER, value: new Date(now).toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return { created: false, questions: 0, replies: 0 };

    // Services open their own transactions; here they simply join this one. As savepoints they would be slow:
    // past 64 subtransactions PostgreSQL overflows its snapshot cache and each row check gets dearer (60 s instead
    // of a few). The limiter must use the same connection (PGlite has one); nobody listens for pushes during a seed.
    const db = new Proxy(tx, {
      get: (target, prop) => (prop === 'transaction' ? (fn: (t: typeof tx) => unknown) => fn(target) : Reflect.get(target, prop, target)),
    }) as unknown as Db;
    const inner: AppContext = {
      ...ctx,
      db,
      limiter: new RateLimiter(db, ctx.clock),
      realtime: {
        emitToUser: () => {},
        emitToPost: () => {},
        disconnectUser: () => {},
        disconnectToken: () => {},
        redis: () => 'off',
        sockets: () => 0,
      },
    };
    const rnd = randomSource(20_260_101);
    const at = (t: number) => new Date(Math.min(t, now - 60_000)).toISOString();
    // Every row a service call writes is stamped with the transaction's now(); these move them to time t.
    /** After addReply: the new reply and its notifications; returns the reply's id. */
    const placeReply = async (t: number) => {
      const when = at(t);
      const res = await db.execute(sql`
        with r as (update replies set created_at = ${when}, updated_at = ${when} where created_at = now() returning id),
             n as (update notifications set created_at = ${when} where created_at = now())
        select id from r`);
      return (res as unknown as { rows: { id: string }[] }).rows[0].id;
    };
    /** After markSatisfactory: the reply's update, notification, ledger entries, reward and milestones. */
    const placeMark = async (t: number) => {
      const when = at(t);
      await db.execute(sql`
        with r as (update replies set updated_at = ${when} where updated_at = now()),
             n as (update notifications set created_at = ${when} where created_at = now()),
             l as (update credit_ledger set created_at = ${when} where created_at = now()),
             w as (update rewards set created_at = ${when} where created_at = now()),
             m as (update lawyer_milestones set awarded_at = ${when} where awarded_at = now())
        select 1`);
    };

    // People.
    const hash = await hashPassword(DEMO_PASSWORD);
    const taken = new Set(
      (
        await db
          .select({ n: sql<string>`lower(${users.nickname})` })
          .from(users)
          .where(inArray(sql`lower(${users.nickname})`, [...MEMBER_NICKNAMES, 'administrateur démo']))
      ).map((r) => r.n),
    );
    const nick = (n: string) => (taken.has(n) ? `${n}_demo` : n);
    // Demo people have accepted the current terms: the banner asking again stays out of the demo.
    const accepted = { termsVersion: TERMS_VERSION, termsAcceptedAt: new Date(now) };
    const joined = () => new Date(now - (60 + rnd.int(30)) * DAY - rnd.int(DAY));
    const [admin] = await db
      .insert(users)
      .values({
        role: 'admin',
        status: 'active',
        email: DEMO_LOGINS[0].email,
        emailVerified: true,
        passwordHash: hash,
        nickname: nick('administrateur démo'),
        ...accepted,
        createdAt: joined(),
      })
      .returning();
    const members = await db
      .insert(users)
      .values(
        MEMBER_NICKNAMES.map((n, i) => ({
          role: 'user' as const,
          status: 'active' as const,
          email: i === 0 ? DEMO_LOGINS[1].email : `${slug(n)}@${DEMO_DOMAIN}`,
          emailVerified: true,
          passwordHash: hash,
          nickname: nick(n),
          profilePicture: i % 3 === 2 ? null : AVATAR_PRESETS[i % AVATAR_PRESETS.length],
          ...accepted,
          createdAt: joined(),
        })),
      )
      .returning();
    const lawyerValues = (l: DemoLawyer, email: string, status: 'active' | 'pending') => {
      if (!isBarAssociation(l.barAssociation)) throw new Error(`unknown bar association ${l.barAssociation}`);
      return {
        role: 'lawyer' as const,
        status,
        email,
        emailVerified: true,
        passwordHash: hash,
        firstName: l.firstName,
        lastName: l.lastName,
        phone: `06 ${String(10 + rnd.int(89))} ${String(10 + rnd.int(89))} ${String(10 + rnd.int(89))} ${String(10 + rnd.int(89))}`,
        barAssociation: l.barAssociation,
        specializations: l.specializations,
        bio: l.bio,
        ...accepted,
        createdAt: joined(),
      };
    };
    const lawyers = await db
      .insert(users)
      .values(
        LAWYERS.map((l, i) =>
          lawyerValues(l, i === 0 ? DEMO_LOGINS[2].email : `${slug(l.firstName)}.${slug(l.lastName)}@${DEMO_DOMAIN}`, 'active'),
        ),
      )
      .returning();
    for (const [i, l] of PENDING_LAWYERS.entries()) {
      const key = await ctx.storage.put('private', licensePdf(`${l.firstName} ${l.lastName}`), 'pdf');
      const email = i === 0 ? DEMO_LOGINS[3].email : `${slug(l.firstName)}.${slug(l.lastName)}@${DEMO_DOMAIN}`;
      await db.insert(users).values({
        ...lawyerValues(l, email, 'pending'),
        licenseKey: key,
        licenseMime: 'application/pdf',
        createdAt: new Date(now - (1 + i) * DAY),
      });
    }

    // Questions: as many per category, in time order, each with its story of answers and marks.
    const cats = await db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.slug, Object.keys(SCENARIOS)));
    const times = Array.from({ length: total }, () => now - rnd.int(60 * DAY)).sort((a, b) => a - b);
    const uses = new Map<string, number>();
    const postIds: string[] = [];
    let replyCount = 0;
    for (const [i, t] of times.entries()) {
      const cat = cats[i % cats.length];
      const scenarios = SCENARIOS[cat.slug];
      const scenario = scenarios[Math.floor(i / cats.length) % scenarios.length];
      const used = uses.get(scenario.title) ?? 0;
      uses.set(scenario.title, used + 1);
      // One city for the whole question; a scenario used again names it in the title, so titles stay distinct.
      const city = rnd.pick(SLOTS.ville);
      const baseTitle = fill(scenario.title, rnd, { ville: city });
      const title = used === 0 ? baseTitle : `${baseTitle} (${city})`;
      const body = fill(scenario.content.replace(/^Bonjour, /, ''), rnd, { ville: city });
      const opener = rnd.pick(['Bonjour,', 'Bonjour à tous,', 'Bonsoir,', 'Bonjour Maître,']);
      const closer = rnd.pick([
        'Merci d\u2019avance pour vos réponses.',
        'Merci pour votre aide.',
        'Cordialement.',
        'Toute piste est la bienvenue, merci.',
      ]);
      const content = `${opener} ${body.charAt(0).toLowerCase()}${body.slice(1)} ${closer}`;
      const asker = members[rnd.int(members.length)];
      // Deadlines detected as if asked at that time, so the lawyers' queue and notices have something to show.
      const asked = new Date(at(t));
      const postId = await createPost(db, asker.id, { title, content, categoryId: cat.id, ...deadlineColumns({ title, content }, asked) });
      await db.execute(sql`update posts set created_at = ${at(t)}, updated_at = ${at(t)} where id = ${postId}`);
      postIds.push(postId);

      // Recent questions are still open; older ones: about 1 in 5 open, 1 in 3 answered, the rest resolved.
      const age = now - t;
      const roll = rnd.next();
      if (age < 3 * HOUR || roll < 0.2) continue;
      const resolved = roll >= 0.55;
      const span = Math.min(72 * HOUR, age * 0.8);
      let clock = t;
      const step = () => (clock += (span / 8) * (0.5 + rnd.next()));

      const fit = CATEGORY_FIT[cat.slug] ?? [];
      const weights = lawyers.map((l, k) => LAWYERS[k].weight * (l.specializations.some((s) => fit.includes(s)) ? 3 : 1));
      const pickLawyer = (exclude: string[]) => {
        const pool = lawyers.map((l, k) => ({ l, w: exclude.includes(l.id) ? 0 : weights[k] }));
        let r = rnd.next() * pool.reduce((s, p) => s + p.w, 0);
        for (const p of pool) {
          r -= p.w;
          if (r < 0) return p.l;
        }
        // Rounding may leave r at 0: the first lawyer with weight is the draw.
        return pool.find((p) => p.w > 0)?.l ?? pool[0].l;
      };
      const n = 1 + (rnd.next() < 0.45 ? 1 : 0) + (rnd.next() < 0.15 ? 1 : 0);
      const answers: { id: string; lawyer: UserRow }[] = [];
      const texts = [...ANSWERS[cat.slug]].sort(() => rnd.next() - 0.5);
      for (let k = 0; k < n; k++) {
        const lawyer = pickLawyer(answers.map((a) => a.lawyer.id));
        await addReply(inner, lawyer, postId, null, texts[k % texts.length]);
        const id = await placeReply(step());
        answers.push({ id, lawyer });
      }
      replyCount += n;
      const first = answers[0];
      if (rnd.next() < 0.4) {
        const j = rnd.int(FOLLOW_UPS.length);
        await addReply(inner, asker, postId, first.id, FOLLOW_UPS[j]);
        const followUp = await placeReply(step());
        replyCount++;
        if (rnd.next() < 0.8) {
          await addReply(inner, first.lawyer, postId, followUp, FOLLOW_UP_ANSWERS[j]);
          await placeReply(step());
          replyCount++;
        }
      }
      if (rnd.next() < 0.2) {
        const colleague = pickLawyer([first.lawyer.id]);
        await addReply(inner, colleague, postId, first.id, rnd.pick(COLLEAGUE_REPLIES));
        await placeReply(step());
        replyCount++;
      }
      if (!resolved) continue;
      const rating = () => [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1][rnd.int(11)];
      const marked = rnd.next() < 0.7 ? first : answers[answers.length - 1];
      await markSatisfactory(inner, asker, postId, marked.id, rating());
      await placeMark(step());
      if (answers.length > 1 && rnd.next() < 0.2) {
        const other = answers.find((a) => a !== marked);
        if (other) {
          await markSatisfactory(inner, asker, postId, other.id, rating());
          await placeMark(step());
        }
      }
      if (rnd.next() < 0.1) {
        await markSatisfactory(inner, asker, postId, marked.id, 1 + rnd.int(5)); // a rating changed later
        await placeMark(step());
      }
      if (rnd.next() < 0.3) {
        await addReply(inner, asker, postId, marked.id, rnd.pick(THANKS));
        await placeReply(step());
        replyCount++;
      }
    }

    // The desk's response times come from the answers, but addReply stamped them with the seed's run time (lawyers
    // showed «Répond en 11–38 j»): rebuild them from the answers' placed dates, by forgetAnswer's rule (each lawyer's
    // earliest top-level answer on a question; the question's first of them counts for its category), then the medians.
    if (postIds.length) {
      await db.execute(sql`delete from desk_first_answers where post_id in ${postIds}`);
      await db.execute(sql`
        insert into desk_first_answers (post_id, lawyer_id, category_id, answered_at, seconds, first_for_post)
        select distinct on (r.post_id, r.author_id) r.post_id, r.author_id, p.category_id, r.created_at,
          greatest(0, extract(epoch from (r.created_at - p.created_at)))::int, false
        from replies r join posts p on p.id = r.post_id join users u on u.id = r.author_id
        where r.post_id in ${postIds} and u.role = 'lawyer' and r.parent_id is null and r.deleted_at is null
        order by r.post_id, r.author_id, r.created_at`);
      await db.execute(sql`
        update desk_first_answers f set first_for_post = (f.lawyer_id = (
          select g.lawyer_id from desk_first_answers g where g.post_id = f.post_id order by g.answered_at, g.lawyer_id limit 1))
        where f.post_id in ${postIds}`);
      await refreshAllResponseTimes(db, new Date(now));
    }

    // Old rewards have been seen (the notes are stored read, as history); the demo lawyer keeps her latest reward to see the pop-up.
    await db.execute(sql`update rewards set delivered_at = created_at where lawyer_id in ${lawyers.map((l) => l.id)}
      and id <> coalesce((select id from rewards where lawyer_id = ${lawyers[0].id} order by created_at desc limit 1), gen_random_uuid())`);

    // Ads: three positions, real PNG banners, a few clicks counted by the real tracker.
    const adPlan: {
      position: AdPosition;
      size: [number, number];
      link: string;
      colors: [[number, number, number], [number, number, number]];
    }[] = [
      {
        position: 'home-top',
        size: [728, 90],
        link: 'https://www.service-public.fr/particuliers/vosdroits/N19807',
        colors: [
          [30, 58, 110],
          [120, 40, 80],
        ],
      },
      {
        position: 'home-sidebar',
        size: [300, 250],
        link: 'https://www.justice.fr/',
        colors: [
          [20, 90, 80],
          [30, 58, 110],
        ],
      },
      {
        position: 'post-sidebar',
        size: [300, 250],
        link: 'https://www.legifrance.gouv.fr/',
        colors: [
          [150, 90, 30],
          [110, 30, 40],
        ],
      },
    ];
    for (const [k, ad] of adPlan.entries()) {
      if (!AD_POSITIONS.includes(ad.position)) throw new Error(`unknown ad position ${ad.position}`);
      const row = await createAd(inner, admin.id, {
        position: ad.position,
        link: ad.link,
        image: bannerPng(ad.size[0], ad.size[1], ...ad.colors),
        type: { mime: 'image/png', ext: 'png' },
      });
      for (let c = 0; c < 3 + k * 4; c++) await trackAdClick(inner, row.id, `192.0.2.${c + 1}`);
    }
    await db.execute(sql`delete from rate_limits where key like 'ad-click:%' and key like ${'%192.0.2.%'}`);
    await db
      .update(settings)
      .set({ value: `${new Date(now).toISOString()} ${total} questions` })
      .where(eq(settings.key, DEMO_MARKER));
    // Demo people are inserted directly: their look-alike keys, as the services would have stored them.
    await backfillNameSkeletons(db);
    // Follow-ups and digests sent later skip what is dated before this: the whole story.
    await markHistoryUntilNow(db);
    return { created: true, questions: total, replies: replyCount };
  });
}
