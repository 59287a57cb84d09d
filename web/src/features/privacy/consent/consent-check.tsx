import { Box, Button, Dialog, Heading, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { changedDocuments, needsConsent } from '@solarcred/domain/privacy/consent';
import { consentText as text } from '@solarcred/domain/privacy/consent-text';
import type { ConsentVersion } from '@solarcred/domain/privacy/types';
import { getBackend } from '../../../backend';
import { paths } from '../../../config/paths';
import { clearConsentCheck } from '../../../ui/auth/consent-check';
import { LoadingScreen } from '../../../ui/loading-screen';
import { runCommand } from '../../../ui/run-command';

const pageOf = { termos: paths.terms, privacidade: paths.privacyNotice } as const;

/** What the dialog shows: the changed texts' versions in force (with what changed). */
async function changed(): Promise<ConsentVersion[]> {
  const { consent } = await getBackend();
  const [current, mine] = await Promise.all([consent.current(), consent.mine()]);
  if (!needsConsent(mine, current)) return [];
  return Promise.all(changedDocuments(mine, current).map((tipo) => consent.version(tipo, current[tipo])));
}

/**
 * After a sign-in (issue 51): when a text in force is newer than the person's acceptance, a dialog
 * with what changed, the links, 'Aceitar e continuar' and 'Sair' stands before the area; otherwise
 * the area shows at once.
 */
export default function ConsentCheck() {
  const [versions, setVersions] = useState<ConsentVersion[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    changed().then((found) => {
      if (!active) return;
      if (found.length === 0) clearConsentCheck();
      else setVersions(found);
    }, (error: unknown) => {
      // Not known: the area goes on; the next sign-in asks again.
      console.warn('consent check failed', error);
      if (active) clearConsentCheck();
    });
    return () => {
      active = false;
    };
  }, []);

  if (!versions) return <LoadingScreen />;

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
