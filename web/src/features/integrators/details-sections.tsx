import { Stack } from '@chakra-ui/react';
import { profileFieldLabels as label } from '@solarcred/domain/integrator-completeness';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '@solarcred/domain/masks';
import type { Integrator } from '@solarcred/domain/model';
import {
  averageProjectsOptions,
  howKnewUsOptions,
  labelOf,
  revenueOptions,
  simNaoOptions,
  teamSizeOptions,
  ufOptions,
  type Option,
} from '@solarcred/domain/options';
import { FieldList } from '../../ui/field-list';

const masked = (value: string | undefined, mask: (s: string) => string) => (value ? mask(value) : undefined);
const option = (options: readonly Option[], value: string | undefined) => (value ? (labelOf(options, value) ?? value) : undefined);

/** 'Dados da Empresa': company, owner and the commercial answers with their option labels. */
export function CompanySection({ integrator: i }: { integrator: Integrator }) {
  return (
    <Stack gap="5">
      <FieldList
        title="Empresa"
        entries={[
          { label: label.nome_empresa, value: i.nome_empresa },
          { label: label.cnpj, value: masked(i.cnpj, maskCnpj) },
          { label: 'E-mail', value: i.email },
          { label: label.telefone, value: masked(i.telefone, maskPhone) },
        ]}
      />
      <FieldList
        title="Titular"
        entries={[
          { label: label.owner_name, value: i.owner_name },
          { label: label.owner_cpf, value: masked(i.owner_cpf, maskCpf) },
          { label: label.owner_phone, value: masked(i.owner_phone, maskPhone) },
          { label: label.owner_email, value: i.owner_email },
        ]}
      />
      <FieldList
        title="Informações comerciais"
        entries={[
          { label: label.team_size, value: option(teamSizeOptions, i.team_size) },
          { label: label.revenue, value: option(revenueOptions, i.revenue) },
          { label: label.has_installation, value: option(simNaoOptions, i.has_installation) },
          { label: label.how_knew_us, value: option(howKnewUsOptions, i.how_knew_us) },
          { label: label.average_projects, value: option(averageProjectsOptions, i.average_projects) },
          { label: label.credit_issues, value: option(simNaoOptions, i.credit_issues) },
        ]}
      />
    </Stack>
  );
}

/** 'Endereço'. */
export function AddressSection({ integrator: i }: { integrator: Integrator }) {
  const state = i.state ? `${labelOf(ufOptions, i.state) ?? i.state} (${i.state})` : undefined;
  return (
    <FieldList
      entries={[
        { label: label.cep, value: masked(i.cep, maskCep) },
        { label: label.street, value: i.street },
        { label: label.number, value: i.number },
        { label: label.complement, value: i.complement },
        { label: label.neighborhood, value: i.neighborhood },
        { label: label.city, value: i.city },
        { label: label.state, value: state },
      ]}
    />
  );
}
