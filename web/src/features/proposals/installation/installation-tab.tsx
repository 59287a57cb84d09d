/**
 * The details dialog's 'Instalação' tab (issue 30): the five milestones against the customer's
 * first installment, the same for both roles and live (the state is on the proposal the dialog
 * already listens to). The owner marks the next milestone; an admin marks it with a reason, or
 * undoes the last one.
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dayOf, installationSchedule, markedDayOf, milestoneStanding, proposalTargetDays, type MilestoneStanding } from '@solarcred/domain/installation/due-dates';
import { installationText } from '@solarcred/domain/installation/installation-text';
import { markOf, milestones, nextMilestone, type MilestoneDefinition } from '@solarcred/domain/installation/milestones';
import { isoToDateBr } from '@solarcred/domain/masks';
import type { Proposal } from '@solarcred/domain/model';
import { useCompany, useSession } from '../../../backend/use-session';
import { actorPhrase } from '../../../ui/actor-phrase';
import { DocumentViewer, type ViewerFile } from '../../../ui/document-viewer/document-viewer';
import { attachmentViewerFile } from '../../../ui/document-viewer/attachment-file';
import { useNow } from '../../../ui/use-now';
import { MarkForm } from './mark-form';
import { installationUi as ui } from './texts';
import { UndoDialog } from './undo-dialog';

const standingPalette: Record<MilestoneStanding, string> = { concluido: 'green', concluido_com_atraso: 'orange', atrasado: 'red', no_prazo: 'gray' };
const brDate = (iso: string) => isoToDateBr(iso) ?? iso;


export function InstallationTab({ proposal }: { proposal: Proposal }) {
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user.uid : null;
  const isAdmin = session.status === 'signed-in' && session.role === 'admin';
  const company = useCompany();
  const now = useNow();
  const [open, setOpen] = useState<ViewerFile | null>(null);
  const [undoing, setUndoing] = useState<MilestoneDefinition | null>(null);

  // The targets pinned at approval (the defaults until the trigger has pinned them).
  const schedule = installationSchedule(proposal, proposalTargetDays(proposal));
  if (!schedule) return <Text color="fg.muted">{proposal.status === 'finalizada' ? ui.finalizedWithout : ui.notYet}</Text>;

  const state = proposal.instalacao;
  const today = dayOf(now);
  const next = nextMilestone(state);
  const lastMarked = [...milestones].reverse().find((m) => markOf(state, m.id)) ?? null;
  // The company's members who see the proposal mark its milestones (the callable checks the same, issue 29).
  const canMark = proposal.status === 'aprovada' && (isAdmin || company?.id === proposal.integrador_id);
  const who = (uid: string) => actorPhrase(uid, me, proposal);

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="medium" data-testid="installation-schedule">{ui.schedule(brDate(schedule.aprovacao), brDate(schedule.primeiraParcela))}</Text>
        <Text fontSize="sm" color="fg.muted">{ui.scheduleHint}</Text>
      </Stack>
      <Stack as="ol" listStyleType="none" gap="0" aria-label={ui.listLabel}>
        {milestones.map((milestone, index) => {
          const mark = markOf(state, milestone.id);
          const record = state?.marcos[milestone.id];
          const standing = milestoneStanding(state, milestone.id, schedule.metas[milestone.id], today);
          return (
            <Stack as="li" key={milestone.id} gap="1" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}
              data-testid="milestone" data-milestone={milestone.id} data-standing={standing}>
              <HStack justify="space-between" gap="2" flexWrap="wrap">
                <Text fontWeight="medium">{index + 1}. {milestone.label}</Text>
                <Badge colorPalette={standingPalette[standing]} variant="subtle">{installationText.standing[standing]}</Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">{ui.target(brDate(schedule.metas[milestone.id]))}</Text>
              {mark && (
                <Stack gap="0.5" fontSize="sm">
                  <Text data-testid="milestone-marked">{ui.markedOn(brDate(mark.data), brDate(markedDayOf(mark)), who(mark.marcado_por))}</Text>
                  {mark.protocolo && <Text>{ui.protocol(mark.protocolo)}</Text>}
                  {mark.leitura_kwh !== null && <Text>{ui.reading(mark.leitura_kwh.toLocaleString('pt-BR'))}</Text>}
                  {mark.motivo && <Text>{ui.reason(mark.motivo)}</Text>}
                  {mark.arquivos.length > 0 && (
                    <HStack gap="2" flexWrap="wrap">
                      {mark.arquivos.map((file) => (
                        <Button key={file.path} size="xs" variant="outline" aria-label={ui.openFile(file.nome)} onClick={() => setOpen(attachmentViewerFile(milestone.label, file))}>
                          {file.nome}
                        </Button>
                      ))}
                    </HStack>
                  )}
                  {isAdmin && lastMarked?.id === milestone.id && (
                    <Box>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setUndoing(milestone)}>{ui.undo}</Button>
                    </Box>
                  )}
                </Stack>
              )}
              {record?.estado === 'desfeito' && (
                <Text fontSize="sm" color="fg.muted">{ui.undone(who(record.desfeito_por))} · {ui.reason(record.motivo)}</Text>
              )}
              {canMark && next?.id === milestone.id && <MarkForm key={`${milestone.id}-${record?.estado ?? 'novo'}`} proposal={proposal} milestone={milestone} asAdmin={isAdmin} today={today} />}
            </Stack>
          );
        })}
      </Stack>
      <DocumentViewer file={open} onClose={() => setOpen(null)} />
      <UndoDialog proposalId={proposal.id} milestone={undoing} onClose={() => setUndoing(null)} />
    </Stack>
  );
}
