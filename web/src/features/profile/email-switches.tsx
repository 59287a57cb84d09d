import { Card, Heading, Text } from '@chakra-ui/react';
import { integratorEmailPrefsOf, integratorEmailSwitches } from '@solarcred/domain/mail/preferences';
import type { Profile } from '@solarcred/domain/model';
import { getBackend } from '../../backend';
import { SavedSwitches } from './saved-switches';
import { profileText } from './texts';

/** 'E-mails' on Meu Perfil: one switch per kind of e-mail the integrator receives (issue 15). */
export function EmailSwitchesCard({ profile }: { profile: Profile | null }) {
  return (
    <Card.Root as="section" aria-labelledby="emails-title" size="sm">
      <Card.Body p={{ base: '5', md: '6' }} gap="4">
        <Heading as="h2" id="emails-title" size="md">{profileText.emailsTitle}</Heading>
        <Text fontSize="sm" color="fg.muted" mt="-2">{profileText.emailsHint}</Text>
        <SavedSwitches items={integratorEmailSwitches} saved={integratorEmailPrefsOf(profile)} ready={profile !== null}
          save={async (next) => (await getBackend()).profile.saveEmailPrefs(next)} />
      </Card.Body>
    </Card.Root>
  );
}
