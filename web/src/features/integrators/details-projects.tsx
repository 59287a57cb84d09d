import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { adminIntegratorList } from '@solarcred/domain/constants';
import type { StoredDocument } from '@solarcred/domain/model';
import { useRead } from '../../backend/use-read';
import { openStoredFile } from './open-file';

const kwp = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function FileButton({ label, file }: { label: string; file: StoredDocument | null | undefined }) {
  if (!file?.path) return null;
  return (
    <Button size="xs" variant="outline" onClick={() => void openStoredFile(file.path)}>{label}</Button>
  );
}

/**
 * 'Projetos': the integrator's portfolio, fetched once when the tab opens. As the spec says, a
 * failed fetch shows an empty list.
 */
export function ProjectsSection({ integratorId }: { integratorId: string }) {
  const read = useRead((backend) => backend.admin.projects(integratorId, adminIntegratorList.detailsProjects), integratorId);
  if (read.status === 'loading') return <Stack gap="2" aria-busy="true">{[0, 1].map((key) => <Skeleton key={key} height="14" />)}</Stack>;
  const projects = read.status === 'ready' ? read.data : [];
  if (projects.length === 0) return <Text color="fg.muted">Nenhum projeto cadastrado.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {projects.map((project) => (
        <Stack as="li" key={project.id} gap="2" borderWidth="1px" borderRadius="md" p="3">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="medium">{project.nome_cliente}</Text>
            <Text color="fg.muted">{kwp.format(project.potencia_kwp)} kWp</Text>
          </Flex>
          <Flex gap="2" wrap="wrap">
            <FileButton label="ART" file={project.art} />
            <FileButton label="Memorial" file={project.memorial} />
            {project.fotos.map((photo, index) => <FileButton key={photo.path} label={`Foto ${index + 1}`} file={photo} />)}
          </Flex>
        </Stack>
      ))}
    </Stack>
  );
}
