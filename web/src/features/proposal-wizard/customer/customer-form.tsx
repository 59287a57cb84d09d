import { Alert, Button, Card, Checkbox, chakra, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import type { GuestLinkView } from '@solarcred/domain/customer-link/commands';
import { BackendError } from '../../../backend';
import type { GuestLinkPort } from '../../../backend/port-customer-links';
import { notifyError, notifyInfo } from '../../../ui/toaster';
import { BankingStep } from '../banking-step';
import { ClientStep } from '../client-step';
import { labels } from '../texts';
import { FileField } from '../wizard-fields';
import { clearCustomerDraft, readCustomerDraft, saveCustomerDraft } from './customer-draft';
import { customerPayload, customerResolver, emptyCustomerValues, type CustomerFormValues } from './customer-values';
import { useCustomerUploads } from './use-customer-uploads';

interface Props {
  guest: GuestLinkPort;
  token: string;
  /** The token's hash: the draft's tag in this browser. */
  linkHash: string;
  view: Extract<GuestLinkView, { estado: 'aberto' }>;
  onSubmitted: () => void;
  /** The link stopped accepting data (filled elsewhere, revoked, expired): read it again. */
  onLinkClosed: () => void;
}

/** The customer's part of the wizard on one page: consent, their data, the bill, their bank. */
export function CustomerForm({ guest, token, linkHash, view, onSubmitted, onLinkClosed }: Props) {
  const [restored] = useState(() => readCustomerDraft(linkHash));
  const form = useForm<CustomerFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver: customerResolver, defaultValues: restored ?? emptyCustomerValues() });
  const uploads = useCustomerUploads(form, guest, token);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  useEffect(() => {
    if (restored) notifyInfo(text.draftRestored);
  }, [restored]);

  // Every change kept in this browser at once: a reload or a dropped connection loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveCustomerDraft(linkHash, values as CustomerFormValues));
    return () => subscription.unsubscribe();
  }, [form, linkHash]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      const valid = await form.trigger(undefined, { shouldFocus: true });
      if (!consent) setConsentError(true);
      if (!valid || !consent) return;
      setBusy(true);
      if (!(await uploads.uploadAll())) return;
      await guest.submit(token, customerPayload(form.getValues()));
      clearCustomerDraft();
      onSubmitted();
    } catch (error) {
      if (error instanceof BackendError && error.code === 'not-found') onLinkClosed();
      else notifyError('medium', { title: text.submitFailed });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <FormProvider {...form}>
      <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label={text.submit}>
        <Stack gap="5">
          <Card.Root>
            <Card.Body p={{ base: '4', md: '6' }} gap="3">
              <Heading as="h2" size="md">{text.consentTitle}</Heading>
              <Text fontSize="sm" color="fg.muted">{text.consentText(view.empresa)}</Text>
              <Field.Root invalid={consentError && !consent}>
                <Checkbox.Root checked={consent} colorPalette="orange" alignItems="flex-start"
                  onCheckedChange={(details) => {
                    setConsent(details.checked === true);
                    setConsentError(false);
                  }}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="medium">{text.consentCheckbox}</Checkbox.Label>
                </Checkbox.Root>
                {consentError && !consent && <Field.ErrorText>{text.consentRequired}</Field.ErrorText>}
              </Field.Root>
            </Card.Body>
          </Card.Root>

          <chakra.fieldset disabled={busy} minW="0" display="flex" flexDirection="column" gap="5">
            <Card.Root>
              <Card.Body p={{ base: '4', md: '6' }} gap="6">
                <Heading as="h2" size="md">{text.sectionPersonal}</Heading>
                <ClientStep progressOf={uploads.progressOf} disabled={busy} />
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body p={{ base: '4', md: '6' }} gap="4">
                <Heading as="h2" size="md">{text.sectionBill}</Heading>
                <FileField name={'anexoFaturaEnergia' as never} label={labels.anexoFaturaEnergia} progressOf={uploads.progressOf} disabled={busy} />
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body p={{ base: '4', md: '6' }} gap="4">
                <Heading as="h2" size="md">{text.sectionBank}</Heading>
                <BankingStep progressOf={uploads.progressOf} disabled={busy} finalNote={false} />
              </Card.Body>
            </Card.Root>
          </chakra.fieldset>

          <Alert.Root status="info" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Description>{text.beforeSubmit(view.empresa)}</Alert.Description>
          </Alert.Root>
          <Button type="submit" colorPalette="orange" size="lg" loading={busy} loadingText={text.submitting} alignSelf={{ base: 'stretch', md: 'flex-end' }}>
            {text.submit}
          </Button>
        </Stack>
      </chakra.form>
    </FormProvider>
  );
}
