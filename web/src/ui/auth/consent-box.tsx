import { chakra, Field, Link } from '@chakra-ui/react';
import { useId } from 'react';
import { consentText as text } from '@solarcred/domain/privacy/consent-text';
import { paths } from '../../config/paths';

export interface ConsentBoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The form's message while unticked after a submit ('Para continuar, aceite…'). */
  error?: string | undefined;
  disabled?: boolean;
}

/** A link in the box's label: opens the text in a new tab, and clicking it does not tick the box. */
function TextLink({ to, children }: { to: string; children: string }) {
  return (
    <Link href={to} target="_blank" rel="noopener" color="orange.fg" textDecoration="underline" onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

/**
 * 'Li e aceito os Termos de Uso e a Política de Privacidade' (issue 51): sign-up and the team
 * invitation require it; the command that follows records the acceptance of the versions in force.
 */
export function ConsentBox({ checked, onChange, error, disabled }: ConsentBoxProps) {
  // A native box: Chakra's Checkbox (its state machine and recipe) would weigh on /auth's first load.
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required>
      <chakra.label display="flex" alignItems="flex-start" gap="2" fontSize="sm" cursor={disabled ? 'not-allowed' : 'pointer'}>
        <chakra.input type="checkbox" checked={checked} disabled={disabled} aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined} onChange={(event) => onChange(event.target.checked)}
          mt="0.5" w="4" h="4" flexShrink={0} cursor="inherit" css={{ accentColor: 'var(--chakra-colors-orange-solid)' }} />
        <span>
          {text.box.before}<TextLink to={paths.terms}>{text.box.terms}</TextLink>{text.box.and}<TextLink to={paths.privacyNotice}>{text.box.privacy}</TextLink>
        </span>
      </chakra.label>
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
