import { Button, Card, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useColorMode } from '../../ui/color-mode';
import { ChangePasswordDialog } from './change-password-dialog';
import { profileText } from './texts';

/** The dark-mode switch (Chakra's colour mode, remembered in this browser). */
export function DarkModeSwitch() {
  const { colorMode, setColorMode } = useColorMode();
  return (
    <Switch.Root colorPalette="orange" checked={colorMode === 'dark'} display="flex" justifyContent="space-between" w="full"
      onCheckedChange={(details) => setColorMode(details.checked ? 'dark' : 'light')}>
      <Stack gap="0">
        <Switch.Label>{profileText.darkMode}</Switch.Label>
        <Text fontSize="sm" color="fg.muted">{profileText.darkModeHint}</Text>
      </Stack>
      <Switch.HiddenInput />
      <Switch.Control />
    </Switch.Root>
  );
}

/** 'Trocar Senha' and its dialog. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>{profileText.changePassword}</Button>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The integrator's settings: dark mode and password. */
export function SettingsCard() {
  return (
    <Card.Root as="section" aria-labelledby="settings-title" size="sm">
      <Card.Body p={{ base: '5', md: '6' }} gap="5">
        <Heading as="h2" id="settings-title" size="md">{profileText.settingsTitle}</Heading>
        <DarkModeSwitch />
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="medium">Senha</Text>
          <ChangePasswordButton />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
