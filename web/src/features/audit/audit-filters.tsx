import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { auditActionLabels, auditText as text } from '@solarcred/domain/audit/audit-text';
import { auditActions } from '@solarcred/domain/audit/types';
import type { AuditFormValues } from './use-audit-filter';

interface Option { value: string; label: string }

function Select({ label, value, all, options, onChange, testId }: { label: string; value: string; all: string; options: readonly Option[]; onChange: (value: string) => void; testId: string }) {
  return (
    <Field.Root flex="1" minW={{ base: 'full', sm: '44' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root bg="bg">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
          <option value="">{all}</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const actionOptions = auditActions.map((value) => ({ value, label: auditActionLabels[value] }));

interface AuditFiltersProps {
  values: AuditFormValues;
  error: string | null;
  people: readonly Option[];
  companies: readonly Option[];
  onChange: (change: Partial<AuditFormValues>) => void;
  onClear: () => void;
}

/** Ação, pessoa, integrador and the period; each change applies at once. */
export function AuditFilters({ values, error, people, companies, onChange, onClear }: AuditFiltersProps) {
  return (
    <Flex as="form" role="search" aria-label={text.title} gap="3" wrap="wrap" align="flex-end" onSubmit={(event) => event.preventDefault()}>
      <Select label={text.filterAction} value={values.acao} all={text.anyAction} options={actionOptions} onChange={(acao) => onChange({ acao: acao as AuditFormValues['acao'] })} testId="audit-action" />
      <Select label={text.filterPerson} value={values.ator} all={text.anyPerson} options={people} onChange={(ator) => onChange({ ator })} testId="audit-person" />
      <Select label={text.filterCompany} value={values.integrador_id} all={text.anyCompany} options={companies} onChange={(integrador_id) => onChange({ integrador_id })} testId="audit-company" />
      <Field.Root w={{ base: 'full', sm: '40' }}>
        <Field.Label>{text.filterFrom}</Field.Label>
        <Input type="date" bg="bg" value={values.de} onChange={(event) => onChange({ de: event.target.value })} data-testid="audit-from" />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '40' }} invalid={error !== null}>
        <Field.Label>{text.filterTo}</Field.Label>
        <Input type="date" bg="bg" value={values.ate} onChange={(event) => onChange({ ate: event.target.value })} data-testid="audit-to" />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Button variant="outline" bg="bg" onClick={onClear}>{text.clearFilters}</Button>
    </Flex>
  );
}
