import { Checkbox, Field, Link } from '@chakra-ui/react';
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
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required>
      <Checkbox.Root checked={checked} alignItems="flex-start" colorPalette="orange" invalid={Boolean(error)}
        onCheckedChange={(change) => onChange(change.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          {text.box.before}<TextLink to={paths.terms}>{text.box.terms}</TextLink>{text.box.and}<TextLink to={paths.privacyNotice}>{text.box.privacy}</TextLink>
        </Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
