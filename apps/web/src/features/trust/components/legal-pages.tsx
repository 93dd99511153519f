import { OUT_OF_COURT_URL, REPORT_REASON_LABELS, REPORT_REASONS, TERMS_VERSION, TRUST_TEXTS } from '@pretoire/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMisusePolicy } from '../api/get-misuse-policy';
import { useLegalNotice } from '../api/trust-api';

// Short, plain French. The publisher and host come from the server's configuration (GET /api/legal).

/** «Version du 26 novembre 2026»: the version a person accepts at sign-up (docs/decisions/terms-consent.md). */
export const termsVersionLabel = () =>
  `Version du ${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(TERMS_VERSION))}`;

function Page({ title, versioned, children }: { title: string; versioned?: boolean; children: ReactNode }) {
  return (
    <article className="prose-sm mx-auto max-w-3xl space-y-4 rounded-xl border border-ink/10 bg-white p-6 leading-relaxed shadow-sm sm:p-8">
      <h1 className="text-3xl">{title}</h1>
      {versioned && <p className="text-sm text-ink-soft">{termsVersionLabel()}</p>}
      {children}
    </article>
  );
}
const H = ({ children }: { children: ReactNode }) => <h2 className="pt-2 text-xl">{children}</h2>;

export function LegalNoticePage() {
  const q = useLegalNotice();
  const d = q.data;
  return (
    <Page title="Mentions légales">
      <H>Éditeur</H>
      <p>{d?.publisher ?? '…'}</p>
      <p>Directeur de la publication : {d?.director ?? '…'}</p>
      <p>Contact : {d ? <a href={`mailto:${d.contactEmail}`}>{d.contactEmail}</a> : '…'}</p>
      <H>Hébergeur</H>
      <p>{d?.host ?? '…'}</p>
      <H>Signaler un contenu</H>
      <p>
        Chaque question, réponse et profil porte un bouton « Signaler ». Un modérateur examine chaque signalement, informe l’auteur de sa
        décision et de ses motifs, et la personne qui a signalé de la suite donnée. Chacun peut contester la décision gratuitement pendant
        six mois depuis le site ; le recours est examiné par une autre personne que celle qui a décidé (voir les conditions d’utilisation).
      </p>
    </Page>
  );
}

export function TermsPage() {
  return (
    <Page title="Conditions d’utilisation" versioned>
      <H>Le service</H>
      <p>
        Prétoire permet à des particuliers de poser des questions juridiques publiques et à des avocats inscrits à un barreau français, dont
        la carte professionnelle a été vérifiée, d’y répondre. Les réponses sont des informations générales : elles ne remplacent pas une
        consultation personnalisée.
      </p>
      <H>Ce que vous publiez</H>
      <ul className="list-disc space-y-1 pl-5">
        <li>Vos questions sont publiques. N’y mettez ni coordonnées, ni numéros personnels, ni nom d’autres personnes.</li>
        <li>
          Les numéros de téléphone, adresses e-mail, IBAN, numéros de sécurité sociale, de carte bancaire et adresses postales sont masqués
          automatiquement avant publication.
        </li>
        <li>Vous pouvez modifier vos questions et réponses ; les versions précédentes restent visibles pour vous et les modérateurs.</li>
        <li>
          Sont interdits : diffamation et injure, haine et harcèlement, publicité, données personnelles d’autrui, tout contenu illicite.
        </li>
      </ul>
      <H>Règles pour les réponses des avocats</H>
      <ul className="list-disc space-y-1 pl-5">
        <li>Répondre dans le respect du Règlement intérieur national de la profession (dignité, confidentialité, loyauté).</li>
        <li>
          Pas de démarchage : pas de numéro de téléphone, d’adresse e-mail ni d’invitation à prendre rendez-vous dans une réponse publique.
        </li>
        <li>
          Une réponse générale, prudente, qui invite si besoin à consulter un avocat, sans se présenter comme le seul à pouvoir le faire.
        </li>
      </ul>
      <H>Modération</H>
      <p>Motifs de signalement : {REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r].toLowerCase()).join(', ')}.</p>
      <p>
        Un contenu peut être conservé, masqué (« Contenu masqué par la modération ») ou supprimé, et un compte suspendu pour une durée
        donnée. L’auteur reçoit chaque décision et ses motifs (faits, règle appliquée, absence de moyens automatisés), dans l’application et
        par e-mail ; la personne qui a signalé reçoit la suite donnée.
      </p>
      <H>Contester une décision</H>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          L’auteur du contenu et les personnes qui l’ont signalé peuvent contester la décision gratuitement, pendant six mois, sur le site :
          le bouton « Contester la décision » ou le lien de l’e-mail de décision (un lien personnel pour qui a signalé sans compte).
        </li>
        <li>
          Le recours est examiné par une personne, jamais par celle qui a pris la décision. Si la décision est annulée, le contenu masqué ou
          supprimé est rétabli aussitôt, ou le contenu conservé à tort est masqué ; chacun est informé des motifs.
        </li>
        <li>
          Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié (
          <a href={OUT_OF_COURT_URL} rel="noreferrer" target="_blank" className="underline">
            liste de la Commission européenne
          </a>
          ) ou les juridictions compétentes.
        </li>
      </ul>
      <H>Usage abusif</H>
      <MisuseRules />
      <p>Les signalements des signaleurs de confiance désignés par l’équipe de modération sont examinés en priorité.</p>
    </Page>
  );
}

export function PrivacyPage() {
  return (
    <Page title="Politique de confidentialité" versioned>
      <H>Ce que nous conservons</H>
      <ul className="list-disc space-y-1 pl-5">
        <li>Votre compte : adresse e-mail, pseudonyme ou nom et barreau pour les avocats, mot de passe chiffré.</li>
        <li>Vos questions et réponses, leurs versions précédentes, vos notes, crédits et badges.</li>
        <li>Vos notifications, vos signalements et les décisions de modération vous concernant.</li>
        <li>Les navigateurs connectés à votre compte (une empreinte, pas votre adresse IP), pour vous alerter d’une nouvelle connexion.</li>
        <li>La carte professionnelle des avocats, visible des seuls administrateurs.</li>
      </ul>
      <H>Combien de temps</H>
      <p>
        Tant que votre compte existe. À sa suppression, vos données personnelles sont effacées ; vos questions restent publiées sous «
        Compte supprimé », sauf si vous choisissez d’en effacer aussi le texte. Les signalements et décisions sont conservés le temps
        nécessaire à la défense de nos droits.
      </p>
      <H>Vos droits</H>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Accès et portabilité : « {TRUST_TEXTS.exportButton} » sur votre <Link to={paths.profile}>profil</Link> (un fichier JSON, une fois
          par heure).
        </li>
        <li>Rectification : modifiez votre profil, vos questions et vos réponses.</li>
        <li>Effacement : supprimez votre compte depuis votre profil.</li>
        <li>
          Pour toute autre demande, écrivez à l’adresse des <Link to={paths.legalNotice}>mentions légales</Link>. Vous pouvez aussi saisir
          la CNIL.
        </li>
      </ul>
    </Page>
  );
}

/** The thresholds as this server applies them (its configuration), never the defaults it may have changed. */
function MisuseRules() {
  const policy = useMisusePolicy();
  if (policy.isPending) return <p className="text-ink-soft">Chargement des seuils appliqués…</p>;
  if (policy.isError)
    return (
      <p role="alert">
        Les seuils appliqués n’ont pas pu être chargés.{' '}
        <button type="button" className="underline" onClick={() => policy.refetch()}>
          Réessayer
        </button>
      </p>
    );
  const p = policy.data;
  return (
    <>
      <p data-misuse-rules>
        Si {p.unfoundedNotices} de vos signalements ou plus sont jugés manifestement infondés en {p.windowDays} jours, vous recevez d’abord
        un avertissement ; si cela se reproduit, le traitement de vos signalements est suspendu pendant {p.suspensionDays} jours (vos
        nouveaux signalements sont refusés avec la date de fin).
      </p>
      <p>
        Si {p.hiddenContent} de vos contenus ou plus sont masqués ou supprimés pour contenu illicite en {p.windowDays} jours, vous recevez
        d’abord un avertissement ; si cela se reproduit, votre compte est suspendu pendant {p.suspensionDays} jours. Chaque étape vous est
        expliquée dans l’application et par e-mail, et est comptée dans les chiffres publiés sur la page{' '}
        <Link to={paths.transparency}>Transparence</Link>.
      </p>
    </>
  );
}
