import { Button, Card, chakra, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createLinkInput, type CreateLinkInput, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { proposalScope } from '@solarcred/domain/team/scope';
import { getBackend } from '../../backend';
import { useSession } from '../../backend/use-session';
import { customerLinkUrl } from '../../config/paths';
import { TextField } from '../../ui/form/text-field';
import { PageSkeleton } from '../../ui/skeleton/page-skeleton';
import { runCommand } from '../../ui/run-command';
import { IssuedLink } from './customer/issued-link';
import { LinksList } from './customer/links-list';
import { schemaResolver } from './form-resolver';

interface Issued {
  url: string;
  client: string;
  phone: string | null;
}

const resolver = schemaResolver<CreateLinkInput>(createLinkInput);

/** /integrator/generate-link: the customer fills their part of the proposal on a secure link (issue 28). */
export default function GenerateLinkPage() {
  const session = useSession();
  const form = useForm<CreateLinkInput>({ resolver, defaultValues: { clienteNome: '', contato: '' } });
  const [issued, setIssued] = useState<Issued | null>(null);
  if (session.status !== 'signed-in' || !session.company) return <PageSkeleton shape="form" />;
  // Every member makes links (issue 45): titular and gestor list the company's, a vendedor its own.
  const scope = proposalScope(session.user.uid, session.company);
  // The company's name as the session knows it (a gestor's or vendedor's from its membership).
  const company = session.company.nome;
  const show = (token: string, client: string, phone: string | null) => setIssued({ url: customerLinkUrl(window.location.origin, token), client, phone });

  const generate = form.handleSubmit(async (values) => {
    let token = '';
    const done = await runCommand(async () => {
      token = (await (await getBackend()).customerLinks.create(values)).token;
    }, text.generated, 'Não foi possível gerar o link', { brief: true });
    if (!done) return;
    const parsed = createLinkInput.parse(values);
    show(token, parsed.clienteNome, parsed.telefone);
    form.reset();
  });

  const renew = async (link: CustomerLink) => {
    let token = '';
    const done = await runCommand(async () => {
      token = (await (await getBackend()).customerLinks.renew(link.id)).token;
    }, text.renewed, 'Não foi possível renovar o link');
    if (done) show(token, link.cliente_nome, link.cliente_telefone);
  };

  const revoke = (link: CustomerLink) => runCommand(async () => (await getBackend()).customerLinks.revoke(link.id), text.revoked, 'Não foi possível revogar o link');

  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{text.pageTitle}</Heading>
          <Text color="fg.muted">{text.intro}</Text>
        </Stack>
        <Card.Root>
          <Card.Body p={{ base: '4', md: '6' }}>
            <chakra.form onSubmit={(event) => void generate(event)} noValidate aria-label={text.generate}>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField label={text.clientName} required autoComplete="off" error={form.formState.errors.clienteNome?.message} {...form.register('clienteNome')} />
                  <TextField label={text.contact} required autoComplete="off" error={form.formState.errors.contato?.message} {...form.register('contato')} />
                </SimpleGrid>
                <Button type="submit" colorPalette="orange" loading={form.formState.isSubmitting} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
                  {text.generate}
                </Button>
              </Stack>
            </chakra.form>
          </Card.Body>
        </Card.Root>
        {issued && <IssuedLink url={issued.url} client={issued.client} company={company} phone={issued.phone} />}
        <LinksList scope={scope} onRevoke={revoke} onRenew={renew} />
      </Stack>
    </Container>
  );
}
