/**
 * Step 3's figures from the form and the live rates: every line compared for the system value,
 * down payment, term and grace, and the reference simulation — the line the integrator chose, or
 * the lowest CET for 'Busque a melhor opção' — chosen as the create-proposal handler will.
 */
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { StoredCreditLine } from '@solarcred/domain/credit/lines';
import { releaseDayOf } from '@solarcred/domain/credit/calendar';
import { borrowerOf, chooseSimulation, type SimulationChoice } from '@solarcred/domain/credit/saved-simulation';
import { compareLines, type LineRefusal, type Simulation, type SimulationInput } from '@solarcred/domain/credit/simulate';
import type { ProposalFormValues } from './form-values';

export interface CreditSimulation {
  request: SimulationInput;
  options: Simulation[];
  refused: LineRefusal[];
  choice: SimulationChoice<StoredCreditLine>;
}

/** The request the form describes (no down payment and no grace while those fields are empty). */
export function useSimulationRequest(): SimulationInput {
  const { control } = useFormContext<ProposalFormValues>();
  const [systemValue, downPayment, term, grace, document] = useWatch({
    control,
    name: ['projectData.valorSistema', 'creditData.entrada', 'creditData.quantidadeParcelas', 'creditData.carenciaMeses', 'clientData.cpfCnpj'],
  });
  return useMemo(
    () => ({
      valorSistemaCents: Number(systemValue) || 0,
      entradaCents: Number(downPayment) || 0,
      prazo: Number(term) || 0,
      carenciaMeses: Number(grace) || 0,
      borrower: borrowerOf(String(document ?? '')),
      liberacao: releaseDayOf(Date.now()),
    }),
    [systemValue, downPayment, term, grace, document],
  );
}

export function useCreditSimulation(lines: readonly StoredCreditLine[], wanted: string): CreditSimulation {
  const request = useSimulationRequest();
  return useMemo(() => {
    const usable = request.valorSistemaCents > request.entradaCents;
    const { options, refused } = usable ? compareLines(lines, request) : { options: [], refused: [] };
    const choice: SimulationChoice<StoredCreditLine> = usable ? chooseSimulation(lines, wanted, request) : { kind: 'none' };
    return { request, options, refused, choice };
  }, [lines, wanted, request]);
}
