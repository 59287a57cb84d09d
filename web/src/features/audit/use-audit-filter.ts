import { useMemo, useState } from 'react';
import { auditFilterForm, emptyAuditFilter, periodBounds, type AuditFilterValues } from '@solarcred/domain/audit/query';
import type { AuditAction } from '@solarcred/domain/audit/types';

export interface AuditFormValues {
  acao: AuditAction | '';
  ator: string;
  integrador_id: string;
  de: string;
  ate: string;
}

const emptyForm: AuditFormValues = { acao: '', ator: '', integrador_id: '', de: '', ate: '' };

/** The page's filter form and the query it asks for (the last valid one while the period is wrong). */
export function useAuditFilter() {
  const [values, setValues] = useState<AuditFormValues>(emptyForm);
  const parsed = auditFilterForm.safeParse(values);
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const [lastValid, setLastValid] = useState<AuditFilterValues>(emptyAuditFilter);
  const filter = useMemo<AuditFilterValues>(
    () => (parsed.success ? { acao: values.acao || null, ator: values.ator || null, integrador_id: values.integrador_id || null, ...periodBounds(values.de, values.ate) } : lastValid),
    [parsed.success, values, lastValid],
  );
  if (parsed.success && JSON.stringify(filter) !== JSON.stringify(lastValid)) setLastValid(filter);
  return {
    values,
    error,
    filter,
    change: (change: Partial<AuditFormValues>) => setValues((current) => ({ ...current, ...change })),
    clear: () => setValues(emptyForm),
  };
}
