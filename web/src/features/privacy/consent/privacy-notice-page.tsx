import { ConsentDocumentPage } from './consent-document';

/** /privacidade (issue 51): the privacy notice in force. */
export default function PrivacyNoticePage() {
  return <ConsentDocumentPage tipo="privacidade" />;
}
