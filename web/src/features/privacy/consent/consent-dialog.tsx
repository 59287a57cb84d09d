/**
 * The dialog a sign-in meets when a text in force is newer than the person's acceptance (issue 51):
 * what changed, the links, 'Aceitar e continuar' and 'Sair'. Loaded only when there is something to
 * accept, so a sign-in with nothing to accept carries none of it.
 */
import { Box, Button, Dialog, Heading, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { consentText as text } from '@solarcred/domain/privacy/consent-text';
import type { ConsentVersion } from '@solarcred/domain/privacy/types';
import { getBackend } from '../../../backend';
import { paths } from '../../../config/paths';
import { clearConsentCheck } from '../../../ui/auth/consent-check';
import { runCommand } from '../../../ui/run-command';

const pageOf = { termos: paths.terms, privacidade: paths.privacyNotice } as const;

export default function ConsentDialog({ versions }: { versions: ConsentVersion[] }) {
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    const done = await runCommand(async () => (await getBackend()).consent.accept('login'), text.dialog.accepted, text.dialog.acceptFailed, { brief: true });
    if (done) clearConsentCheck();
    else setBusy(false);
  };
  const leave = async () => {
    setBusy(true);
    clearConsentCheck();
    await (await getBackend()).auth.signOut();
  };

  return (
    <>
      <Box minH="100dvh" bg="bg.subtle" aria-hidden="true" />
      {/* Closed only by its two buttons: the area waits behind it. */}
      <Dialog.Root open role="alertdialog" placement="center" closeOnEscape={false} closeOnInteractOutside={false}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4" data-testid="consent-dialog">
              <Dialog.Header><Dialog.Title>{text.dialog.title}</Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{text.dialog.intro}</Text>
                  {versions.map((version) => (
                    <Stack key={version.id} gap="1" borderWidth="1px" rounded="md" p="3">
                      <Heading as="h3" size="sm">{text.titles[version.tipo]} — {text.defaultVersionLine(version.versao)}</Heading>
                      <Text fontSize="sm" whiteSpace="pre-line">{version.resumo}</Text>
                      <Link href={pageOf[version.tipo]} target="_blank" rel="noopener" color="orange.fg" fontSize="sm" textDecoration="underline">
                        {`Ler ${text.titles[version.tipo]} ${text.newTab}`}
                      </Link>
                    </Stack>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={busy} onClick={() => void leave()}>{text.dialog.signOut}</Button>
                <Button colorPalette="orange" loading={busy} onClick={() => void accept()}>{text.dialog.accept}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
