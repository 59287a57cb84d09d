import { Card, Flex, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { dashboardTexts as text } from './texts';

function SectionCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header>
        <Card.Title as="h2" id={id} fontSize="md">{title}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

/** Performance tips (static). */
export function TipsCard() {
  return (
    <SectionCard id="dicas" title={text.tipsTitle}>
      <List.Root gap="2" ps="4">
        {text.tips.map((tip) => <List.Item key={tip}>{tip}</List.Item>)}
      </List.Root>
    </SectionCard>
  );
}

/** Next steps: where to go from here. */
export function NextStepsCard() {
  const steps = [
    { to: paths.integrator.submitProposal, label: text.nextSteps.submit },
    { to: paths.integrator.kanban, label: text.nextSteps.follow },
    { to: paths.integrator.profile, label: text.nextSteps.profile },
  ];
  return (
    <SectionCard id="proximos-passos" title={text.nextStepsTitle}>
      <List.Root as="ol" gap="2" ps="4">
        {steps.map((step) => (
          <List.Item key={step.to}>
            <Link asChild color="orange.fg" fontWeight="medium">
              <RouterLink to={step.to}>{step.label}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}

/** The static summary of the spec: most common status, approval goal, next goal. */
export function SummaryCard() {
  return (
    <SectionCard id="resumo" title={text.summaryTitle}>
      <Stack as="dl" gap="2">
        {text.summary.map((item) => (
          <Flex key={item.label} justify="space-between" gap="3">
            <Text as="dt" color="fg.muted">{item.label}</Text>
            <Text as="dd" fontWeight="semibold">{item.value}</Text>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}
