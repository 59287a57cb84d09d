/**
 * The screens' skeletons (issue 46): while a page's code or data loads inside an area, the
 * header and sidebar stay and one of these few shapes stands where the screen will be. Each is a
 * status region (role="status" with a Portuguese label and the same words as its text, which a
 * screen reader announces; no aria-busy, which would silence it); the grey bars are hidden from
 * screen readers.
 */
import { Box, Flex, Grid, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { errorsText } from '@solarcred/domain/messages';
import type { SkeletonShape } from './shapes';

const rows = (count: number, height: string) => Array.from({ length: count }, (_, index) => <Skeleton key={index} height={height} />);

function ListShape() {
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Skeleton height="10" flex="1" maxW="md" />
        <Skeleton height="10" width="28" />
      </HStack>
      {rows(6, '14')}
    </Stack>
  );
}

function BoardShape() {
  return (
    <Flex gap="4" overflow="hidden">
      {Array.from({ length: 5 }, (_, column) => (
        <Stack key={column} gap="3" minW="64" flex="1" p="3" rounded="lg" borderWidth="1px">
          <Skeleton height="5" width="60%" />
          {rows(3 - (column % 2), '24')}
        </Stack>
      ))}
    </Flex>
  );
}

function FormShape() {
  return (
    <Stack gap="5" maxW="2xl">
      {Array.from({ length: 5 }, (_, index) => (
        <Stack key={index} gap="2">
          <Skeleton height="3" width="32" />
          <Skeleton height="10" />
        </Stack>
      ))}
      <Skeleton height="10" width="36" />
    </Stack>
  );
}

function DetailShape() {
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="4">
        {rows(4, '24')}
      </Grid>
      <Skeleton height={{ base: '56', md: '72' }} />
      <SkeletonText noOfLines={3} />
    </Stack>
  );
}

const shapes: Record<SkeletonShape, ComponentType> = {
  list: ListShape,
  board: BoardShape,
  form: FormShape,
  detail: DetailShape,
};

interface SkeletonProps {
  shape: SkeletonShape;
  /** What loads, said to screen readers ('Carregando a tela…' unless told). */
  label?: string;
}

/** The body of a screen in one of the shapes, for a part that loads under a heading already drawn. */
export function ShapeSkeleton({ shape, label = errorsText.loadingScreen }: SkeletonProps) {
  const Shape = shapes[shape];
  return (
    <Box role="status" aria-label={label} data-skeleton={shape}>
      <Text srOnly>{label}</Text>
      <Box aria-hidden="true">
        <Shape />
      </Box>
    </Box>
  );
}

/** A whole screen in one of the shapes (its heading too), with a page's padding. */
export function PageSkeleton({ shape, label }: SkeletonProps) {
  return (
    <Box p={{ base: '4', md: '8' }}>
      <Stack gap="2" mb="6" aria-hidden="true">
        <Skeleton height="8" width={{ base: '60%', md: '64' }} />
        <Skeleton height="4" width={{ base: '80%', md: '96' }} />
      </Stack>
      <ShapeSkeleton shape={shape} label={label} />
    </Box>
  );
}
