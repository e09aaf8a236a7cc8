import type { CurrentUser, EnergyToken } from '@et/contracts';
import { ONBOARDING_STEPS } from '@et/contracts/limits';
import { CircleCheck, Compass, PartyPopper, Ticket } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast';
import { failureText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useCompleteOnboarding, useSaveOnboardingStep } from '../api/onboarding';

const stepNumbers = Array.from({ length: ONBOARDING_STEPS }, (_, index) => index + 1);
const clampStep = (step: number) => Math.min(ONBOARDING_STEPS, Math.max(1, Math.trunc(step) || 1));

/** What step 2 shows for entering a token's code; it calls `onRedeemed` with the new token. */
export type ActivateSlot = (onRedeemed: (token: Pick<EnergyToken, 'name'>) => void) => ReactNode;

interface DrawerProps {
  paused?: boolean;
  activate?: ActivateSlot;
  /** The name of an energy token the user already has (one handed on to them): step 2 says so. */
  owned?: string;
}

/**
 * The 3-step onboarding: opens by itself for users who have not completed it, at the step they
 * reached. `paused` keeps it closed while something else needs the screen (a code from a link).
 * A token redeemed in step 2 moves it on to step 3, which names the new token; to a user who
 * already has one, step 2 says so before it offers the code field for another.
 */
export function OnboardingDrawer(props: DrawerProps) {
  const { user } = useAuth();
  if (!user || user.hasCompletedOnboarding) return null;
  return <Drawer key={user.id} user={user} {...props} />;
}

function Drawer({ user, paused = false, activate, owned }: DrawerProps & { user: CurrentUser }) {
  const { t } = useTranslation('onboarding');
  const [dismissed, setDismissed] = useState(false);
  const [step, setStep] = useState(() => clampStep(user.onboardingStep));
  const [redeemed, setRedeemed] = useState<string | null>(null);
  const saveStep = useSaveOnboardingStep();
  const complete = useCompleteOnboarding();
  const pending = saveStep.isPending || complete.isPending;
  const last = step >= ONBOARDING_STEPS;

  const stepFailed = (error: Error) =>
    toast({
      variant: 'destructive',
      title: t('common:error'),
      description: failureText(error, t('stepFailed')),
    });
  const next = () => {
    if (!last) {
      saveStep.mutate(step + 1, { onSuccess: () => setStep(step + 1), onError: stepFailed });
      return;
    }
    complete.mutate(undefined, {
      onSuccess: () => {
        setDismissed(true);
        toast({ title: t('completedTitle'), description: t('completedText') });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: failureText(error, t('completeFailed')),
        }),
    });
  };

  // The token exists whether or not the step is stored: move on at once.
  const onRedeemed = (token: Pick<EnergyToken, 'name'>) => {
    setRedeemed(token.name);
    setStep(3);
    saveStep.mutate(3, { onError: stepFailed });
  };

  // A token handed on to the user (or redeemed from a link) before step 2: step 2 names it first.
  const alreadyOwned = owned !== undefined && redeemed === null;
  const steps: Record<number, { icon: ReactNode; title: string; body: ReactNode }> = {
    1: {
      icon: <PartyPopper className="h-6 w-6" aria-hidden />,
      title: t('step1Title', { username: user.username }),
      body: <p>{t('step1Text')}</p>,
    },
    2: {
      icon: <Ticket className="h-6 w-6" aria-hidden />,
      title: t('step2Title'),
      body: (
        <>
          {alreadyOwned ? <Done text={t('alreadyOwned', { name: owned })} /> : <p>{t('step2Text')}</p>}
          {activate && <div className="rounded-xl border border-stone-200 p-3">{activate(onRedeemed)}</div>}
        </>
      ),
    },
    3: {
      icon: <Compass className="h-6 w-6" aria-hidden />,
      title: t('step3Title'),
      body: (
        <>
          {redeemed !== null && <Done text={t('redeemed', { name: redeemed })} />}
          <p>{t('step3Text')}</p>
          <Link to="/frequencies" className={buttonVariants({ variant: 'link' })}>
            {t('openFrequencies')}
          </Link>
        </>
      ),
    },
  };
  const current = steps[step]!;

  return (
    <Sheet open={!dismissed && !paused} onOpenChange={(open) => !open && setDismissed(true)}>
      <SheetContent side="bottom" title={t('title')}>
        <div className="space-y-5" data-testid="onboarding">
          <div className="flex items-center gap-3">
            <div className="flex gap-1.5" aria-hidden>
              {stepNumbers.map((number) => (
                <span
                  key={number}
                  className={cn('h-1.5 w-8 rounded-full', number <= step ? 'bg-brand-600' : 'bg-stone-200')}
                />
              ))}
            </div>
            <span className="text-sm text-stone-600">{t('progress', { step, total: ONBOARDING_STEPS })}</span>
          </div>
          <div className="flex items-start gap-3">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              {current.icon}
            </span>
            <div className="min-w-0 flex-1 space-y-3 text-stone-700">
              <h3 className="text-lg font-semibold text-stone-900">{current.title}</h3>
              {current.body}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {step > 1 && (
              <Button variant="secondary" disabled={pending} onClick={() => setStep(step - 1)}>
                {t('common:back')}
              </Button>
            )}
            <Button onClick={next} disabled={pending}>
              {last ? t('finish') : t('next')}
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** A green note that something is already done. */
function Done({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-3 text-green-900"
    >
      <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
