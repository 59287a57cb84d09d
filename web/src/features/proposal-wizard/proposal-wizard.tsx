import { Card, chakra, Heading, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { proposals as proposalsText } from '@solarcred/domain/messages';
import { wizardProgressPercent } from '@solarcred/domain/proposal-status';
import { canVisitStep, checkProposalForm, checkProposalStep, nextStep, previousStep, type ProposalStep } from '@solarcred/domain/schemas/proposal-wizard';
import { paths } from '../../config/paths';
import { StepIndicator } from '../../ui/step-indicator';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { BankingStep } from './banking-step';
import { ClientStep } from './client-step';
import { CreditStep } from './credit-step';
import type { CustomerDraft } from '@solarcred/domain/customer-link/commands';
import { wizardValuesFromDraft } from './customer/draft-values';
import { DraftOffer } from './draft-offer';
import { emptyValues, fieldNamesOf, stepKeys, type ProposalFormValues } from './form-values';
import { proposalResolver } from './form-resolver';
import { ProjectStep } from './project-step';
import { clearProposalDraft, readProposalDraft, saveProposalDraft } from './proposal-draft';
import { proposalSteps, wizardText } from './texts';
import { useClearErrorOnEdit } from './use-clear-error-on-edit';
import { useCopiedAddress } from './use-copied-address';
import { useSubmitProposal } from './use-submit-proposal';
import { WizardNav } from './wizard-nav';

type Names = FieldPath<ProposalFormValues>[];

/**
 * The four-step proposal submission (file 001 sections 2, 4, 5 and 7): 'Próximo' checks the
 * step with the domain schema, the indicator goes back to the current or earlier steps only,
 * 'Finalizar Proposta' checks the whole form, uploads the attachments and creates the proposal.
 */
export function ProposalWizard({ uid, customerDraft = null }: { uid: string; customerDraft?: CustomerDraft | null }) {
  const navigate = useNavigate();
  const form = useForm<ProposalFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: proposalResolver,
    defaultValues: customerDraft ? wizardValuesFromDraft(customerDraft) : emptyValues(),
  });
  // A customer's draft (issue 28) takes the proposal id its link reserved: its files are in that folder.
  const sender = useSubmitProposal(customerDraft?.id);
  // The customer filled step 1: the integrator starts at the project, and may go back to check it.
  const [step, setStep] = useState<ProposalStep>(customerDraft ? 2 : 1);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState(() => (customerDraft ? null : readProposalDraft(uid)));
  const sending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const creditRefusal = useRef<string | null>(null);
  const onCreditRefusal = useCallback((reason: string | null) => {
    creditRefusal.current = reason;
  }, []);
  useCopiedAddress(form);
  useClearErrorOnEdit(form);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next as ProposalStep);
    window.scrollTo({ top: 0 });
  };

  const checkStep = async (): Promise<boolean> => {
    form.setValue('creditData.valorSistema', form.getValues('projectData.valorSistema'));
    await form.trigger(fieldNamesOf(form.getValues(), step) as Names, { shouldFocus: true });
    const refusal = step === 3 ? creditRefusal.current : null;
    if (refusal) {
      notifyError('low', { title: proposalsText.stepRequiredTitle, description: refusal });
      return false;
    }
    const check = checkProposalStep(step, form.getValues(stepKeys[step]));
    if (check.ok) notifySuccess(check.title, check.description);
    else notifyError('low', { title: check.title, description: check.description });
    return check.ok;
  };

  const finish = async () => {
    const problem = checkProposalForm(form.getValues());
    if (problem) {
      await form.trigger();
      const errors = form.formState.errors;
      const firstInvalid = ([1, 2, 3, 4] as const).find((n) => errors[stepKeys[n]] !== undefined) ?? step;
      if (firstInvalid !== step) goTo(firstInvalid);
      notifyError('low', { title: problem.title, description: problem.description });
      return;
    }
    setBusy(true);
    const sent = await sender.send(form.getValues());
    if (!sent) {
      setBusy(false);
      return;
    }
    clearProposalDraft();
    notifySuccess(proposalsText.sentTitle, proposalsText.sent);
    notifySuccess(proposalsText.sentFollowUpTitle, proposalsText.sentFollowUp);
    navigate(paths.integrator.dashboard);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second click (or Enter) while a step check or the submission runs does nothing.
    if (sending.current) return;
    sending.current = true;
    try {
      if (step === proposalSteps.length) await finish();
      else if (await checkStep()) goTo(nextStep(step));
    } finally {
      sending.current = false;
    }
  };

  const saveDraft = () => {
    try {
      saveProposalDraft(uid, form.getValues());
      setDraft(null);
      notifySuccess(proposalsText.draftSavedTitle, proposalsText.draftSaved);
    } catch {
      notifyError('medium', { title: proposalsText.draftFailureTitle, description: proposalsText.draftFailure });
    }
  };

  return (
    <FormProvider {...form}>
      <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="proposal-step-title">
        <Stack gap="5">
          {draft && (
            <DraftOffer savedAt={draft.savedAt}
              onContinue={() => {
                form.reset(draft.values);
                setDraft(null);
                goTo(1);
              }}
              onDiscard={() => {
                clearProposalDraft();
                setDraft(null);
              }} />
          )}
          <StepIndicator steps={proposalSteps} current={step} label={wizardText.stepsLabel} percent={wizardProgressPercent(step)}
            onSelect={(target) => canVisitStep(target, step) && goTo(target)} />
          <Card.Root>
            <Card.Body p={{ base: '4', md: '6' }}>
              <Heading as="h2" id="proposal-step-title" ref={heading} tabIndex={-1} size="lg" mb="5" outline="none">
                {proposalSteps[step - 1]}
              </Heading>
              <chakra.fieldset disabled={busy} minW="0" display="flex" flexDirection="column" gap="6">
                {step === 1 && <ClientStep progressOf={sender.progressOf} disabled={busy} />}
                {step === 2 && <ProjectStep progressOf={sender.progressOf} disabled={busy} />}
                {step === 3 && <CreditStep onRefusal={onCreditRefusal} />}
                {step === 4 && <BankingStep progressOf={sender.progressOf} disabled={busy} />}
              </chakra.fieldset>
            </Card.Body>
          </Card.Root>
          <WizardNav step={step} busy={busy} onBack={() => goTo(previousStep(step))} onSaveDraft={saveDraft} />
        </Stack>
      </chakra.form>
    </FormProvider>
  );
}
