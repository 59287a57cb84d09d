/**
 * One credit line on 'Taxas e Linhas': its rates by term, amounts, fee, note and active switch,
 * saved through updateCreditLine. The draft survives live updates; a change saved by someone else
 * meanwhile is said at once (the save would be refused) with a way to load the new values.
 */
import { Alert, Badge, Button, Card, chakra, Heading, HStack, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { creditLimits, lineLabel, terms, type StoredCreditLine } from '@solarcred/domain/credit/lines';
import { formatDateTime } from '@solarcred/domain/format';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';
import { creditLineInput } from '@solarcred/domain/schemas/credit-lines';
import { getBackend } from '../../backend';
import { FormField } from '../../ui/form/form-field';
import { MoneyField } from '../../ui/form/money-field';
import { TextField } from '../../ui/form/text-field';
import { runCommand } from '../../ui/run-command';
import { LineVersions } from './line-versions';
import { draftOf, inputOf, type LineDraft } from './rate-draft';
import { ratesText as text } from './texts';

export function LineCard({ line }: { line: StoredCreditLine }) {
  const [draft, setDraft] = useState<LineDraft>(() => draftOf(line));
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const base = useRef(line);
  const headingId = `line-${line.id}`;

  // Live values replace an untouched form; an edited one keeps the person's draft.
  useEffect(() => {
    if (edited || line.versao === base.current.versao) return;
    base.current = line;
    setDraft(draftOf(line));
  }, [line, edited]);
  // While our own save is on its way, the new version is ours, not someone else's.
  const changedMeanwhile = edited && !saving && line.versao !== base.current.versao;

  const change = (patch: Partial<LineDraft>) => {
    setEdited(true);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const reload = () => {
    base.current = line;
    setDraft(draftOf(line));
    setEdited(false);
    setErrors({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = creditLineInput.safeParse(inputOf(base.current, draft));
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (!parsed.success) return;
    setSaving(true);
    const saved = await runCommand(async () => (await getBackend()).creditLines.update(parsed.data), creditText.saved, creditText.saveFailure, {
      description: lineLabel(line.id),
      brief: true,
    });
    if (saved) setEdited(false);
    setSaving(false);
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" data-testid="credit-line" data-line={line.id}>
      <Card.Body p={{ base: '4', md: '6' }} gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" id={headingId} size="md">{lineLabel(line.id)}</Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="line-version">{text.version(line.versao, formatDateTime(line.atualizado_em))}</Text>
          </Stack>
          <Badge colorPalette={line.ativa ? 'green' : 'gray'} variant="subtle">{line.ativa ? text.active : text.inactive}</Badge>
        </HStack>
        {changedMeanwhile && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{text.changedMeanwhile}</Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="outline" onClick={reload}>{text.reload}</Button>
          </Alert.Root>
        )}
        <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={(event: FormEvent) => void save(event)} aria-labelledby={headingId}>
          <Switch.Root colorPalette="green" checked={draft.ativa} onCheckedChange={(details) => change({ ativa: details.checked })}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{text.activeSwitch}</Switch.Label>
          </Switch.Root>
          <chakra.fieldset>
            <chakra.legend fontSize="sm" fontWeight="medium" mb="2">{text.ratesLegend}</chakra.legend>
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
              {terms.map((term) => (
                <TextField key={term} label={text.termLabel(term)} inputMode="decimal" placeholder="—" value={draft.taxas[`${term}`]}
                  error={errors[`taxas.${term}`]} name={`taxa-${term}`}
                  onChange={(event) => change({ taxas: { ...draft.taxas, [`${term}`]: event.target.value } })} />
              ))}
            </SimpleGrid>
            {errors['taxas'] && <Text color="fg.error" fontSize="sm" mt="2" role="alert">{errors['taxas']}</Text>}
          </chakra.fieldset>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <MoneyField label={text.min} amount={draft.min} error={errors['valor_min_centavos']} name="valor-min" onAmount={(min) => change({ min })} />
            <MoneyField label={text.max} amount={draft.max} error={errors['valor_max_centavos']} name="valor-max" onAmount={(max) => change({ max })} />
            <MoneyField label={text.fee} amount={draft.fee} error={errors['tarifa_centavos']} name="tarifa" onAmount={(fee) => change({ fee })} />
          </SimpleGrid>
          <FormField label={text.note} error={errors['nota']} helper={`${draft.nota.length}/${creditLimits.note}`}>
            <Textarea rows={2} autoresize value={draft.nota} maxLength={creditLimits.note} onChange={(event) => change({ nota: event.target.value })} />
          </FormField>
          <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={saving}>{text.save}</Button>
        </chakra.form>
        <LineVersions lineId={line.id} />
      </Card.Body>
    </Card.Root>
  );
}
