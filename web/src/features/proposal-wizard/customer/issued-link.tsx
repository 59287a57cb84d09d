import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { IssuedLink as SharedIssuedLink } from '../../../ui/issued-link';

interface Props {
  url: string;
  client: string;
  company: string;
  phone: string | null;
}

/** The link just made or renewed, with 'Copiar link' and 'Enviar por WhatsApp': shown once (ui/issued-link.tsx). */
export function IssuedLink({ url, client, company, phone }: Props) {
  return <SharedIssuedLink url={url} title={`${text.generated}: ${client}`} message={text.whatsappMessage(client, company, url)} phone={phone} note={text.generatedOnce} />;
}
