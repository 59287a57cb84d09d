import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { DemoAccount } from '../../backend';

interface Props {
  accounts: readonly DemoAccount[];
  busy: boolean;
  onPick: (account: DemoAccount) => void;
  onReset: () => void;
}

/** Demo mode only: one-click sign-in with the seeded accounts, and a reset of the demo data. */
export function DemoAccounts({ accounts, busy, onPick, onReset }: Props) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderColor="orange.muted" bg="orange.subtle" rounded="lg" p="4">
      <Heading as="h2" size="sm" mb="1">Contas de demonstração</Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">Senha de todas: demo123. Os dados ficam só neste navegador.</Text>
      <Stack gap="2">
        {accounts.map((account) => (
          <Button key={account.email} size="sm" variant="outline" justifyContent="space-between" disabled={busy}
            h="auto" py="2" flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ base: 'flex-start', sm: 'center' }}
            gap="0.5" onClick={() => onPick(account)}>
            <span>{account.label}</span>
            <Text as="span" fontSize="xs" color="fg.muted">{account.email}</Text>
          </Button>
        ))}
        <Button size="xs" variant="ghost" onClick={onReset} disabled={busy}>Restaurar dados de demonstração</Button>
      </Stack>
    </Box>
  );
}
