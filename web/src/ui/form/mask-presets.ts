/** Each domain mask with the input hints that go with it (keyboard, placeholder): no design system, so the customer's page (issue 28) shares it. */
import { maskCep, maskCnpj, maskCpf, maskCpfCnpj, maskDate, maskPhone } from '@solarcred/domain/masks';

export interface MaskPreset {
  /** The domain mask: turns what was typed into what is shown; idempotent. */
  apply: (value: string) => string;
  placeholder: string;
  inputMode?: 'numeric' | 'tel' | 'decimal' | 'text';
  type?: 'tel';
  autoCapitalize?: 'characters';
}

export const maskPresets = {
  cpf: { apply: maskCpf, placeholder: '000.000.000-00', inputMode: 'numeric' },
  cnpj: { apply: maskCnpj, placeholder: '00.000.000/0000-00', autoCapitalize: 'characters' },
  cpfCnpj: { apply: maskCpfCnpj, placeholder: '000.000.000-00', autoCapitalize: 'characters' },
  cep: { apply: maskCep, placeholder: '00000-000', inputMode: 'numeric' },
  phone: { apply: maskPhone, placeholder: '(00) 00000-0000', type: 'tel', inputMode: 'tel' },
  date: { apply: maskDate, placeholder: 'DD/MM/AAAA', inputMode: 'numeric' },
} as const satisfies Record<string, MaskPreset>;

export type MaskKind = keyof typeof maskPresets;
