import { Alert, Box, Button, chakra, Heading, Input, Separator, Stack, Text, Field } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { contractText } from '@solarcred/domain/contract/contract-text';
import type { ContractCheck } from '@solarcred/domain/contract/types';
import { formatDateTime } from '@solarcred/domain/format';
import { paths } from '../../config/paths';
import { AuthCard } from '../../ui/auth-card';
import { UploadCloudIcon } from '../../ui/file-picker/icons';
import { useDropZone } from '../../ui/file-picker/use-drop-zone';
import { verifyScreenText as screen } from './verify-text';
import { checkCode, checkFile } from './check';

const text = contractText.verify;

type Answer = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; check: ContractCheck; source: string | null } | { kind: 'failed'; message: string };

/** The answer: authentic and when, or not recognised; nothing else about the contract. */
function Verdict({ answer }: { answer: Answer }) {
  if (answer.kind === 'checking') return <Text role="status" color="fg.muted">{text.checking}</Text>;
  if (answer.kind === 'failed') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content><Alert.Title>{answer.message}</Alert.Title></Alert.Content>
      </Alert.Root>
    );
  }
  if (answer.kind !== 'done') return null;
  const { check } = answer;
  return (
    <Alert.Root status={check.autentico ? 'success' : 'warning'} role="status" data-testid="verify-answer">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{check.autentico ? text.authentic : text.notAuthentic}</Alert.Title>
        <Alert.Description>
          {check.autentico ? text.authenticDetail(formatDateTime(check.assinado_em), check.codigo_verificacao) : text.notAuthenticDetail}
          {answer.source && <Text as="span" display="block" fontSize="sm" color="fg.muted" mt="1">{answer.source}</Text>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * /verificar (issue 47), public: is this the authentic signed contract? A PDF dropped here is
 * hashed in the browser (SHA-256, WebCrypto; the file never leaves it) and only the hash is asked;
 * or the code printed on the evidence page. The answer says authentic and when, or not recognised.
 */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const [codigo, setCodigo] = useState(() => params.get('codigo') ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer>({ kind: 'idle' });
  const inputId = useId();
  const busy = answer.kind === 'checking';

  const run = async (work: () => Promise<{ check: ContractCheck; source: string | null }>) => {
    setAnswer({ kind: 'checking' });
    try {
      setAnswer({ kind: 'done', ...(await work()) });
    } catch (error) {
      setAnswer({ kind: 'failed', message: error instanceof Error && error.message ? error.message : screen.failed });
    }
  };

  const { input, dragging, zone, onInputChange } = useDropZone((files) => {
    const file = files[0];
    if (!file) return;
    void run(async () => ({ check: await checkFile(file), source: screen.fileOf(file.name) }));
  }, busy);

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = codigo.trim();
    if (!/^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/.test(typed)) return setCodeError(text.codeInvalid);
    setCodeError(null);
    void run(async () => ({ check: await checkCode(typed), source: null }));
  };

  return (
    <AuthCard>
      <Stack gap="5">
        <Heading as="h1" size="lg">{text.title}</Heading>
        <Text color="fg.muted">{text.intro}</Text>
        <Box>
          <chakra.label htmlFor={inputId} display="block" fontSize="sm" fontWeight="medium" mb="1.5">{screen.fileLabel}</chakra.label>
          <Box data-testid="verify-drop-zone" {...zone} borderWidth="2px" borderStyle="dashed" borderColor={dragging ? 'orange.500' : 'border'}
            bg={dragging ? 'orange.subtle' : 'bg.panel'} rounded="lg" px="4" py="4" textAlign="center" cursor={busy ? 'wait' : 'pointer'}
            _hover={{ borderColor: 'orange.400' }} _focusWithin={{ outline: '2px solid', outlineColor: 'orange.500', outlineOffset: '2px' }}>
            <chakra.input ref={input} id={inputId} type="file" accept="application/pdf,.pdf" disabled={busy} srOnly aria-describedby={`${inputId}-hint`} onChange={onInputChange} />
            <Box color="orange.500" fontSize="2xl" display="flex" justifyContent="center" mb="1"><UploadCloudIcon /></Box>
            <Text fontSize="sm">{text.dropLabel}</Text>
            <Text id={`${inputId}-hint`} fontSize="xs" color="fg.muted" mt="1">{screen.fileHint}</Text>
          </Box>
        </Box>
        <Stack direction="row" align="center" gap="3" aria-hidden="true">
          <Separator flex="1" />
          <Text fontSize="sm" color="fg.muted">{screen.or}</Text>
          <Separator flex="1" />
        </Stack>
        <chakra.form onSubmit={submitCode} noValidate aria-label={text.codeLabel}>
          <Stack gap="3">
            <Field.Root invalid={Boolean(codeError)}>
              <Field.Label>{text.codeLabel}</Field.Label>
              <Input value={codigo} placeholder={text.codePlaceholder} autoComplete="off" spellCheck={false} maxLength={20} fontFamily="mono" textTransform="uppercase"
                onChange={(event) => {
                  setCodigo(event.target.value);
                  setCodeError(null);
                }} />
              {codeError && <Field.ErrorText>{codeError}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="orange" loading={busy} loadingText={text.checking}>{text.check}</Button>
          </Stack>
        </chakra.form>
        <Verdict answer={answer} />
        <Button asChild variant="ghost" size="sm" alignSelf="center"><Link to={paths.home}>{screen.home}</Link></Button>
      </Stack>
    </AuthCard>
  );
}
