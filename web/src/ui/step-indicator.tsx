import { Box, chakra, Circle, Flex, Text } from '@chakra-ui/react';

export interface StepIndicatorProps {
  /** Step titles, in order. */
  steps: readonly string[];
  /** The current step, 1-based. */
  current: number;
  /** Accessible name of the list, e.g. 'Etapas do cadastro'. */
  label: string;
  /** Makes the current and earlier steps buttons that go back to them (later ones stay disabled). */
  onSelect?: ((step: number) => void) | undefined;
  /** Shown after 'Etapa N de M' on phones, e.g. 50 for '• 50%'. */
  percent?: number | undefined;
}

function CheckMark() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

/** The numbered circle and the title of one step. */
function StepMarker({ number, title, done, active }: { number: number; title: string; done: boolean; active: boolean }) {
  return (
    <>
      <Circle size="8" flexShrink="0" fontWeight="semibold" fontSize="sm" aria-hidden="true"
        bg={done || active ? 'orange.solid' : 'bg.panel'} color={done || active ? 'orange.contrast' : 'fg.muted'}
        borderWidth="2px" borderColor={done || active ? 'orange.500' : 'border'}>
        {done ? <CheckMark /> : number}
      </Circle>
      <Text as="span" fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={active ? 'fg' : 'fg.muted'}
        whiteSpace="nowrap" srOnly={{ base: true, md: false }}>
        <Box as="span" srOnly>{`Etapa ${number}: `}</Box>
        {title}
        {done && <Box as="span" srOnly> (concluída)</Box>}
      </Text>
    </>
  );
}

/**
 * Numbered steps joined by a line; done steps show a check, the current one is marked with
 * aria-current="step". With `onSelect`, the current and earlier steps are buttons. On phones
 * only the numbers show, with 'Etapa N de M: title' (and the percentage, when given) below.
 */
export function StepIndicator({ steps, current, label, onSelect, percent }: StepIndicatorProps) {
  return (
    <Box>
      <Flex as="ol" aria-label={label} listStyleType="none" align="center" gap={{ base: '2', md: '3' }}>
        {steps.map((title, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          const marker = <StepMarker number={number} title={title} done={done} active={active} />;
          return (
            <Flex as="li" key={title} align="center" gap="2" flex={index < steps.length - 1 ? '1' : '0 0 auto'} minW="0"
              aria-current={active ? 'step' : undefined}>
              {onSelect ? (
                <chakra.button type="button" display="flex" alignItems="center" gap="2" minW="0" rounded="full" pe="1"
                  disabled={number > current} onClick={() => onSelect(number)}
                  cursor={number > current ? 'not-allowed' : 'pointer'}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'orange.500', outlineOffset: '2px' }}>
                  {marker}
                </chakra.button>
              ) : (
                marker
              )}
              {index < steps.length - 1 && (
                <Box flex="1" h="2px" minW="4" bg={done ? 'orange.500' : 'border'} aria-hidden="true" />
              )}
            </Flex>
          );
        })}
      </Flex>
      <Text hideFrom="md" mt="3" fontSize="sm" color="fg.muted" aria-hidden="true">
        Etapa {current} de {steps.length}
        {percent !== undefined && ` • ${percent}%`}:{' '}
        <Text as="span" fontWeight="semibold" color="fg">{steps[current - 1]}</Text>
      </Text>
    </Box>
  );
}
