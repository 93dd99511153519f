import { type Category, displayName, lawyerTitle, type PostDetail, type Reply } from '@pretoire/contracts';
import type { Answer, BreadcrumbList, Person, QAPage, WithContext } from 'schema-dts';
import { paths } from '@/config/paths';
import type { LawyerDetail } from '@/features/lawyers/api/get-lawyer';
import { replyAnchor } from '@/features/posts/format';
import { safeJson } from './payload';

const byLawyer = (r: Reply) => r.author.role === 'lawyer' && !r.author.isDeleted && !r.isDeleted;

/**
 * schema.org QAPage of a question, as search engines document it: the satisfactory answer with the best rating is the
 * `acceptedAnswer`, the other lawyers' answers are `suggestedAnswer`s. Members' follow-ups are not answers.
 */
export function qaPage(p: PostDetail, origin: string): WithContext<QAPage> {
  const pageUrl = origin + paths.post(p._id);
  const answers = p.replies.filter(byLawyer);
  const accepted = answers
    .filter((r) => r.isSatisfactory)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.createdAt.localeCompare(b.createdAt))[0];
  const answer = (r: Reply): Answer => ({
    '@type': 'Answer',
    text: r.content,
    dateCreated: r.createdAt,
    url: `${pageUrl}#${replyAnchor(r._id)}`,
    author: { '@type': 'Person', name: lawyerTitle(r.author), url: origin + paths.lawyer(r.author._id) },
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: p.title,
      text: p.content,
      answerCount: answers.length,
      dateCreated: p.createdAt,
      author: { '@type': 'Person', name: displayName(p.author) },
      ...(accepted ? { acceptedAnswer: answer(accepted) } : {}),
      suggestedAnswer: answers.filter((r) => r !== accepted).map(answer),
    },
  };
}

/** Questions › category › question. */
export function breadcrumb(category: Pick<Category, '_id' | 'name'>, post: Pick<PostDetail, '_id' | 'title'> | null, origin: string) {
  const items = [
    { name: 'Questions', url: origin + paths.home },
    { name: category.name, url: origin + paths.category(category._id) },
    ...(post ? [{ name: post.title, url: origin + paths.post(post._id) }] : []),
  ];
  const list: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: it.url })),
  };
  return list;
}

/** A lawyer's public profile: bar association and specializations, never an e-mail or a phone number. */
export function lawyerPerson({ lawyer: l }: LawyerDetail, origin: string): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: lawyerTitle({ ...l, role: 'lawyer', isDeleted: false }),
    givenName: l.firstName ?? undefined,
    familyName: l.lastName ?? undefined,
    jobTitle: 'Avocat',
    url: origin + paths.lawyer(l.id),
    ...(l.profilePicture?.startsWith('/') ? { image: origin + l.profilePicture } : {}),
    ...(l.bio ? { description: l.bio } : {}),
    memberOf: { '@type': 'Organization', name: l.barAssociation ?? '' },
    knowsAbout: l.specializations,
  };
}

/** JSON-LD block; safeJson keeps user text holding `</script>` or `<!--` inside it (the JSON parses the same). */
export const jsonLdScript = (value: unknown) => `<script type="application/ld+json">${safeJson(value)}</script>`;
