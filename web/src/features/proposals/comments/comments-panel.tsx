/**
 * The details dialog's 'Comentários' tab (issue 11 builds it). Placeholder so the dialog can
 * render the tab before the comments land.
 */
import { Text } from '@chakra-ui/react';
import type { Proposal } from '@solarcred/domain/model';

export function CommentsPanel({ proposal }: { proposal: Proposal }) {
  return <Text color="fg.muted">{proposal.comentarios_count} comentário(s).</Text>;
}
