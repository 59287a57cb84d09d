import { useEffect, useRef, useState, type FormEvent } from 'react';
import { customerApplicationForm } from '@solarcred/domain/schemas/proposal-wizard';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { consentBoxText } from '@solarcred/domain/privacy/consent-box-text';
import type { GuestLinkView } from '@solarcred/domain/customer-link/commands';
import { BackendError } from '../../../backend';
import { legalPaths } from '../../../config/legal-paths';
import type { GuestLinkPort } from '../../../backend/port-customer-links';
import { notifyError, notifyInfo } from '../../../ui/toaster';
import { clearCustomerDraft, readCustomerDraft, saveCustomerDraft } from './customer-draft';
import { customerPayload, emptyCustomerValues, type CustomerFormValues } from './customer-values';
import { BankFields, BillField, PersonalFields } from './customer-fields';
import { PlainSection } from './plain-controls';
import { PlainFormProvider, usePlainForm } from './plain-form';
import styles from './plain.module.css';
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
  const form = usePlainForm<CustomerFormValues>(customerApplicationForm, restored ?? emptyCustomerValues());
  const uploads = useCustomerUploads(form, guest, token);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  // Issue 51: the terms and the privacy notice, accepted on the form's last step (recorded with the submit).
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  useEffect(() => {
    if (restored) notifyInfo(text.draftRestored);
  }, [restored]);

  // Every change kept in this browser at once: a reload or a dropped connection loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveCustomerDraft(linkHash, values));
    return () => subscription.unsubscribe();
  }, [form, linkHash]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      const valid = form.validate();
      if (!consent) setConsentError(true);
      if (!terms) setTermsError(true);
      if (!valid || !consent || !terms) return;
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
    <PlainFormProvider form={form}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={text.submit}>
        <PlainSection id="customer-consent" title={text.consentTitle}>
          <p className={styles.muted}>{text.consentText(view.empresa)}</p>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={consent} aria-invalid={consentError && !consent ? true : undefined}
              aria-describedby={consentError && !consent ? 'customer-consent-error' : undefined}
              onChange={(event) => {
                setConsent(event.target.checked);
                setConsentError(false);
              }} />
            <span>{text.consentCheckbox}</span>
          </label>
          {consentError && !consent && <p id="customer-consent-error" className={styles.error}>{text.consentRequired}</p>}
        </PlainSection>

        <fieldset className={styles.fieldset} disabled={busy}>
          <PersonalFields progressOf={uploads.progressOf} disabled={busy} />
          <BillField progressOf={uploads.progressOf} disabled={busy} />
          <BankFields progressOf={uploads.progressOf} disabled={busy} />
        </fieldset>

        <label className={styles.checkbox}>
          <input type="checkbox" checked={terms} disabled={busy} aria-invalid={termsError && !terms ? true : undefined}
            aria-describedby={termsError && !terms ? 'customer-terms-error' : undefined}
            onChange={(event) => {
              setTerms(event.target.checked);
              setTermsError(false);
            }} />
          <span>
            {consentBoxText.box.before}
            <a href={legalPaths.terms} target="_blank" rel="noopener">{consentBoxText.box.terms}</a>
            {consentBoxText.box.and}
            <a href={legalPaths.privacyNotice} target="_blank" rel="noopener">{consentBoxText.box.privacy}</a>
          </span>
        </label>
        {termsError && !terms && <p id="customer-terms-error" className={styles.error}>{consentBoxText.boxRequired}</p>}

        <p className={styles.note}>{text.beforeSubmit(view.empresa)}</p>
        <button type="submit" className={`${styles.button} ${styles.submit}`} disabled={busy} aria-busy={busy}>
          {busy ? text.submitting : text.submit}
        </button>
      </form>
    </PlainFormProvider>
  );
}
