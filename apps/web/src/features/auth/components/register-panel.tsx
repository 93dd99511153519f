import { LAWYER_SIGNUP_DONE, LAWYER_SIGNUP_REDIRECT_MS } from '@pretoire/contracts';
import { CheckCircle2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useSignup } from '../hooks/use-signup';
import { LawyerRegisterForm } from './lawyer-register-form';
import { MemberRegisterForm } from './member-register-form';
import { OtpStep } from './otp-dialog';
import { linkButton } from './styles';

export type RegisterTab = 'member' | 'lawyer';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-ink-soft data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/**
 * Register form with its two tabs (spec §2) and the sign-up flow of spec §4.
 * `onDone` runs when the member is created, or 2 s after the lawyer's pending message.
 */
export function RegisterPanel(props: { defaultTab?: RegisterTab; onDone: (kind: RegisterTab) => void; onLogin?: () => void }) {
  const [tab, setTab] = useState<RegisterTab>(props.defaultTab ?? 'member');
  const [lawyerDone, setLawyerDone] = useState(false);
  const signup = useSignup((kind) => (kind === 'lawyer' ? setLawyerDone(true) : props.onDone('member')));
  const { onDone } = props;

  useEffect(() => {
    if (!lawyerDone) return;
    const t = setTimeout(() => onDone('lawyer'), LAWYER_SIGNUP_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [lawyerDone, onDone]);

  if (lawyerDone) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <CheckCircle2 aria-hidden className="h-12 w-12 text-emerald-700" />
        <p className="text-lg font-medium">{LAWYER_SIGNUP_DONE}</p>
        <p className="text-sm text-ink-soft">Un administrateur va vérifier votre document de licence.</p>
      </div>
    );
  }

  return (
    <>
      {/* The code step takes the form's place in the same dialog; the form stays mounted (hidden) to come back to. */}
      {signup.codeOpen && (
        <OtpStep
          open={signup.codeOpen}
          onOpenChange={signup.setCodeOpen}
          purpose="signup"
          email={signup.email}
          sendOnOpen={false}
          onVerified={signup.onVerified}
        />
      )}
      <div hidden={signup.codeOpen}>
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as RegisterTab)}>
          <Tabs.List aria-label="Type de compte" className="mb-5 flex gap-1 rounded-lg bg-paper p-1">
            <Tabs.Trigger value="member" className={tabClass}>
              Compte Membre
            </Tabs.Trigger>
            <Tabs.Trigger value="lawyer" className={tabClass}>
              Compte Avocat
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="member">
            <MemberRegisterForm
              busy={signup.sending}
              onValid={(f) => void signup.start({ kind: 'member', data: { email: f.email, password: f.password, nickname: f.nickname } })}
            />
          </Tabs.Content>
          <Tabs.Content value="lawyer">
            <LawyerRegisterForm
              busy={signup.sending}
              onValid={({ confirmPassword: _c, ...data }) => void signup.start({ kind: 'lawyer', data })}
            />
          </Tabs.Content>
        </Tabs.Root>
        {signup.error && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {signup.error}
          </p>
        )}
        {props.onLogin && (
          <p className="mt-5 text-center text-sm text-ink-soft">
            Déjà inscrit ?{' '}
            <button type="button" onClick={props.onLogin} className={linkButton}>
              Connexion
            </button>
          </p>
        )}
      </div>
    </>
  );
}
