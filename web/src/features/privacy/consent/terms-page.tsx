import { ConsentDocumentPage } from './consent-document';

/** /termos (issue 51): the terms of use in force. */
export default function TermsPage() {
  return <ConsentDocumentPage tipo="termos" />;
}
