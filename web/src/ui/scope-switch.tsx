/**
 * 'Todas / Minhas' (issue 29): the titular and the gestor see the company's proposals or only the
 * ones they sent, on the board and the dashboard; a vendedor has no switch (only its own). The
 * choice lives in the address (?propostas=minhas), so a reload or a shared link keeps it.
 */
import { Button, Group } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { proposalScope, readScopeChoice, scopeChoiceLabel, scopeChoiceOptions, scopeChoiceParam, type ProposalScope, type ScopeChoice } from '@solarcred/domain/team/scope';
import { useCompany, useSession } from '../backend/use-session';

export function useScopeChoice(): [ScopeChoice, (choice: ScopeChoice) => void] {
  const [params, setParams] = useSearchParams();
  const choice = readScopeChoice(params.get(scopeChoiceParam));
  const choose = (next: ScopeChoice) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'todas') updated.delete(scopeChoiceParam);
      else updated.set(scopeChoiceParam, next);
      return updated;
    }, { replace: true });
  return [choice, choose];
}

export function ScopeSwitch({ value, onChange }: { value: ScopeChoice; onChange: (choice: ScopeChoice) => void }) {
  return (
    <Group attached role="group" aria-label={scopeChoiceLabel} data-testid="scope-switch">
      {scopeChoiceOptions.map((option) => (
        <Button key={option.value} size="sm" variant={value === option.value ? 'solid' : 'outline'} colorPalette="orange"
          aria-pressed={value === option.value} onClick={() => onChange(option.value)}>
          {option.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The signed-in integrator's scope on the board and the dashboard, with the switch it may use
 * (none for a vendedor); null until the session knows the company.
 */
export function useIntegratorScope(): { scope: ProposalScope; scopeSwitch: ReactNode } | null {
  const session = useSession();
  const company = useCompany();
  const [choice, choose] = useScopeChoice();
  if (session.status !== 'signed-in' || !company) return null;
  const scopeSwitch = company.papel === 'vendedor' ? null : <ScopeSwitch value={choice} onChange={choose} />;
  return { scope: proposalScope(session.user.uid, company, choice), scopeSwitch };
}
