import { Alert, Card, chakra, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { timings } from '@solarcred/domain/constants';
import { mayProfileSubmit } from '@solarcred/domain/integrator-status';
import { profileWizard } from '@solarcred/domain/messages';
import type { Integrator } from '@solarcred/domain/model';
import type { IntegratorDocumentKey } from '@solarcred/domain/options';
import { paths } from '../../config/paths';
import { StepIndicator } from '../../ui/step-indicator';
import { notifySuccess } from '../../ui/toaster';
import { CompanyStep } from './company-step';
import { DocumentsStep } from './documents-step';
import { OwnerStep } from './owner-step';
import { ProjectsStep } from './projects-step';
import { checkDocuments, companyMessage, companyNames, ownerMessage, ownerNames } from './step-validation';
import { wizardSteps, wizardText } from './texts';
import { clearDraft, readDraft, useDraftAutosave } from './use-profile-draft';
import { useSubmitProfile } from './use-submit-profile';
import { useWizardFiles } from './use-wizard-files';
import { WizardNav } from './wizard-nav';
import { emptyValues, initialValues, wizardResolver, type WizardFormValues } from './wizard-form';

type Phase = 'editing' | 'sending' | 'sent';

interface Props {
  uid: string;
  email: string;
  integrator: Integrator;
}

/** The four-step partner registration: validation per step, draft, uploads and submission. */
export function ProfileWizard({ uid, email, integrator }: Props) {
  const navigate = useNavigate();
  const [initial] = useState(() => initialValues(email, integrator, readDraft(uid)));
  const form = useForm<WizardFormValues>({ mode: 'onTouched', resolver: wizardResolver, defaultValues: initial });
  const consent = useWatch({ control: form.control, name: 'consent' });
  const files = useWizardFiles();
  const sender = useSubmitProfile();
  const [step, setStep] = useState(1);
  const [phase, setPhase] = useState<Phase>('editing');
  const [stepError, setStepError] = useState<{ message: string; attempt: number } | null>(null);
  const [docErrors, setDocErrors] = useState<Partial<Record<IntegratorDocumentKey, string>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const stored = integrator.documentos ?? {};
  useDraftAutosave(uid, form.watch, phase !== 'editing');

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = setTimeout(() => navigate(paths.awaitingApproval, { replace: true }), timings.redirectAfterProfileSubmitMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const showError = (message: string | null) =>
    setStepError(message === null ? null : { message, attempt: (stepError?.attempt ?? 0) + 1 });

  const stepMessage = async (): Promise<string | null> => {
    if (step === 1) {
      await form.trigger(companyNames, { shouldFocus: true });
      return companyMessage(form.getValues('company'));
    }
    if (step === 2) {
      await form.trigger(ownerNames, { shouldFocus: true });
      return ownerMessage(form.getValues('owner'));
    }
    const check = checkDocuments(files.documents, stored);
    setDocErrors(check.errors);
    return check.message;
  };

  const finish = form.handleSubmit(
    async (values) => {
      setPhase('sending');
      if (!(await sender.send(values, files))) {
        setPhase('editing');
        return;
      }
      clearDraft(uid);
      form.reset(emptyValues(email));
      files.reset();
      notifySuccess(profileWizard.submitSuccess);
      setPhase('sent');
    },
    (errors) => {
      goTo(errors.company ? 1 : 2);
      showError(errors.company ? companyMessage(form.getValues('company')) : ownerMessage(form.getValues('owner')));
    },
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (step === wizardSteps.length) return finish(event);
    event.preventDefault();
    const message = await stepMessage();
    showError(message);
    if (message === null) goTo(step + 1);
  };

  if (!mayProfileSubmit(integrator.status) && phase === 'editing') {
    return <Navigate to={paths.awaitingApproval} replace />;
  }

  const busy = phase !== 'editing';
  return (
    <FormProvider {...form}>
      <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="wizard-step-title">
        <Stack gap="5">
          <StepIndicator steps={wizardSteps} current={step} label={wizardText.stepsLabel} />
          <Card.Root>
            <Card.Body p={{ base: '4', md: '6' }}>
              <Heading as="h2" id="wizard-step-title" ref={heading} tabIndex={-1} size="lg" mb="5" outline="none">
                {wizardSteps[step - 1]}
              </Heading>
              <chakra.fieldset disabled={busy} minW="0" display="flex" flexDirection="column" gap="6">
                {step === 1 && <CompanyStep />}
                {step === 2 && <OwnerStep />}
                {step === 3 && (
                  <DocumentsStep files={files} stored={stored} errors={docErrors} progressOf={sender.progressOf} disabled={busy}
                    onChosen={(key) => setDocErrors(({ [key]: _cleared, ...rest }) => rest)} />
                )}
                {step === 4 && <ProjectsStep files={files} progressOf={sender.progressOf} disabled={busy} />}
              </chakra.fieldset>
            </Card.Body>
          </Card.Root>
          {stepError && (
            <Alert.Root key={stepError.attempt} status="error" role="alert" data-testid="step-error">
              <Alert.Indicator />
              <Alert.Title>{stepError.message}</Alert.Title>
            </Alert.Root>
          )}
          <WizardNav step={step} busy={busy} consent={consent} onBack={() => {
            showError(null);
            goTo(step - 1);
          }} />
        </Stack>
      </chakra.form>
    </FormProvider>
  );
}
