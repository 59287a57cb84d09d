import { Box, Card, Circle, Heading, Stack } from '@chakra-ui/react';
import type { ComponentType, ReactNode, SVGProps } from 'react';

interface Props {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  palette: 'green' | 'orange' | 'yellow' | 'red' | 'gray';
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The status card: a coloured icon, the status title, what it means and what can be done. */
export function StatusPanel({ icon: Icon, palette, title, children, actions }: Props) {
  return (
    <Card.Root data-testid="status-panel" borderTopWidth="4px" borderTopColor={`${palette}.500`}>
      <Card.Body p={{ base: '5', md: '8' }}>
        <Stack gap="5" align={{ base: 'stretch', md: 'flex-start' }}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'flex-start', sm: 'center' }}>
            <Circle size="12" bg={`${palette}.100`} color={`${palette}.600`} fontSize="2xl" flexShrink="0">
              <Icon />
            </Circle>
            <Heading as="h2" size="xl">{title}</Heading>
          </Stack>
          <Box color="fg" w="full">{children}</Box>
          {actions && (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
