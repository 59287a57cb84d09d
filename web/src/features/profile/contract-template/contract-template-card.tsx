/**
 * 'Modelo do contrato' (issue 47): the clauses every contract generated from now on carries,
 * edited (title and text; added, removed, reordered), previewed and saved through
 * updateContractTemplate with the version they started from. As on 'Taxas e Linhas', the draft
 * survives live updates and a version saved by another admin meanwhile is said at once (the save
 * would be refused), with a way to load it; the replaced versions load only when asked for.
 */
import { Alert, Button, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defaultContractTemplate } from '@solarcred/domain/contract/template';
import type { ContractTemplate } from '@solarcred/domain/contract/types';
import { formatDateTime } from '@solarcred/domain/format';
import { getBackend } from '../../../backend';
import { useLive } from '../../../backend/use-live';
import { runCommand } from '../../../ui/run-command';
import { ClauseEditor } from './clause-editor';
import { PlaceholderList } from './placeholder-list';
import { clauseDraft, draftOf, moved, parseDraft, type ClauseDraft } from './template-draft';
import { TemplatePreview } from './template-preview';
import { TemplateVersions } from './template-versions';
import { templateUi as ui } from './texts';

function TemplateForm({ template }: { template: ContractTemplate }) {
  const [clauses, setClauses] = useState<ClauseDraft[]>(() => draftOf(template));
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  /** The clauses unfolded for editing (by key): a new one, and any the save refused. */
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const base = useRef(template);
  const toggle = (key: number) => setOpen((current) => new Set(current.has(key) ? [...current].filter((k) => k !== key) : [...current, key]));

  // A new version replaces an untouched form; an edited one keeps the person's draft.
  useEffect(() => {
    if (edited || template.versao === base.current.versao) return;
    base.current = template;
    setClauses(draftOf(template));
  }, [template, edited]);
  // While our own save is on its way, the new version is ours, not someone else's.
  const changedMeanwhile = edited && !saving && template.versao !== base.current.versao;

  const change = (next: ClauseDraft[]) => {
    setEdited(true);
    setClauses(next);
  };
  const reload = () => {
    base.current = template;
    setClauses(draftOf(template));
    setEdited(false);
    setErrors({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = parseDraft(clauses, base.current.versao);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) {
      const refused = clauses.filter((_, index) => Object.keys(parsed.errors).some((field) => field.startsWith(`clausulas.${index}.`)));
      setOpen((current) => new Set([...current, ...refused.map((clause) => clause.key)]));
      return;
    }
    setSaving(true);
    let versao = 0;
    const saved = await runCommand(async () => {
      versao = (await (await getBackend()).contracts.saveTemplate(parsed.input)).versao;
    }, ui.saved, ui.saveFailure);
    // The live template follows with the saved version: the form adopts it as its base.
    if (saved) {
      base.current = { ...base.current, versao };
      setEdited(false);
    }
    setSaving(false);
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">{ui.intro}</Text>
      <Text fontSize="sm" fontWeight="medium" data-testid="template-version">
        {template.versao === 0 ? ui.defaultVersion : ui.version(template.versao, formatDateTime(template.atualizado_em))} · {ui.clausesCount(template.clausulas.length)}
      </Text>
      {changedMeanwhile && (
        <Alert.Root status="warning" size="sm" data-testid="template-changed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{ui.changedMeanwhile}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={reload}>{ui.reload}</Button>
        </Alert.Root>
      )}
      <PlaceholderList />
      <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={(event: FormEvent) => void save(event)} aria-label={ui.save}>
        <Stack as="ol" listStyleType="none" gap="2" ps="0">
          {clauses.map((clause, index) => (
            <ClauseEditor key={clause.key} clause={clause} index={index} count={clauses.length} errors={errors}
              open={open.has(clause.key)} onToggle={() => toggle(clause.key)}
              onChange={(patch) => change(clauses.map((c) => (c.key === clause.key ? { ...c, ...patch } : c)))}
              onMove={(by) => change(moved(clauses, index, by))}
              onRemove={() => change(clauses.filter((c) => c.key !== clause.key))} />
          ))}
        </Stack>
        {errors['clausulas'] && <Text color="fg.error" fontSize="sm" role="alert">{errors['clausulas']}</Text>}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => {
            const added = clauseDraft();
            change([...clauses, added]);
            setOpen((current) => new Set([...current, added.key]));
          }}>{ui.add}</Button>
          <Button size="sm" variant="ghost" aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
            {previewing ? ui.hidePreview : ui.preview}
          </Button>
          <Button type="submit" size="sm" colorPalette="orange" loading={saving} ms="auto">{ui.save}</Button>
        </HStack>
      </chakra.form>
      {previewing && <TemplatePreview clauses={clauses} />}
      <TemplateVersions />
    </Stack>
  );
}

/** The card's body: the saved template (the domain's default until an admin saves one). */
export function ContractTemplateCard() {
  const live = useLive((backend) => backend.contracts.template, 'contract-template');
  if (live.status === 'loading') return <Skeleton height="40" />;
  if (live.status === 'error') return <Text color="fg.error" role="alert">{ui.loadFailure}</Text>;
  return <TemplateForm template={live.data ?? defaultContractTemplate} />;
}
