import type { ReactNode } from 'react';
import type { ContractContent, ContractParty } from '@solarcred/domain/contract/types';
import { percentText } from '@solarcred/domain/credit/credit-text';
import { formatBRL } from '@solarcred/domain/format';
import { isoToDateBr } from '@solarcred/domain/masks';
import plain from '../plain.module.css';
import styles from './contract.module.css';
import { contractScreenText as text } from './contract-screen-text';

const day = (iso: string) => isoToDateBr(iso) ?? iso;
const kwp = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} kWp`;
const kwh = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 0 })} kWh/mês`;

/** Label and value pairs, as a description list. */
function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Party({ title, party }: { title: string; party: ContractParty }) {
  return (
    <div className={styles.party}>
      <h4 className={styles.subheading}>{title}</h4>
      <p className={plain.text}><strong>{party.nome}</strong></p>
      <p className={plain.muted}>{text.document}: {party.documento}</p>
      <p className={plain.muted}>{text.address}: {party.endereco}</p>
    </div>
  );
}

/** A wide table in a box that scrolls sideways on a phone (focusable, so a keyboard scrolls it too). */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableBox} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/**
 * The contract as text, readable on a phone (issue 47): the parties, the system, the figures,
 * every installment with its due date, the CET spreadsheet with each flow's date, and the clauses —
 * the same frozen content the PDF is rendered from.
 */
export function ContractDocument({ content }: { content: ContractContent }) {
  const f = content.financiamento;
  return (
    <article className={styles.document} aria-label={text.number(content.numero)}>
      <p className={plain.muted}>{text.number(content.numero)} · {text.version(content.versao)}</p>

      <section className={styles.block} aria-labelledby="contract-parties">
        <h3 id="contract-parties" className={styles.blockHeading}>{text.parties}</h3>
        <div className={styles.parties}>
          <Party title={text.customer} party={content.cliente} />
          <Party title={text.lender} party={content.credora} />
          <Party title={text.supplier} party={content.fornecedor} />
        </div>
      </section>

      <section className={styles.block} aria-labelledby="contract-system">
        <h3 id="contract-system" className={styles.blockHeading}>{text.system}</h3>
        <Facts rows={[
          [text.power, kwp(content.sistema.potencia_kwp)],
          [text.generation, kwh(content.sistema.geracao_mensal_kwh)],
          [text.modules, content.sistema.modulos],
          [text.inverter, content.sistema.inversor],
          [text.installAt, content.sistema.endereco],
        ]} />
      </section>

      <section className={styles.block} aria-labelledby="contract-financing">
        <h3 id="contract-financing" className={styles.blockHeading}>{text.financing}</h3>
        <Facts rows={[
          [text.line, f.linha_nome],
          [text.systemValue, formatBRL(f.valor_sistema_centavos)],
          [text.downPayment, formatBRL(f.entrada_centavos)],
          [text.released, formatBRL(f.liberado_centavos)],
          [text.fee, formatBRL(f.tarifa_centavos)],
          [text.iof, formatBRL(f.iof_centavos)],
          [text.financed, formatBRL(f.financiado_centavos)],
          [text.term, text.installmentsOf(f.prazo, formatBRL(f.parcela_centavos))],
          [text.grace, f.carencia_meses === 0 ? text.noGrace : text.months(f.carencia_meses)],
          [text.monthlyRate, text.perMonthYear(percentText(f.taxa_mensal), percentText(f.taxa_anual))],
          [text.cet, text.perMonthYear(percentText(f.cet_mensal), percentText(f.cet_anual))],
          [text.totalPaid, formatBRL(f.total_pago_centavos)],
          [text.releaseDay, day(f.liberacao)],
          [text.firstDue, day(f.primeiro_vencimento)],
        ]} />
      </section>

      <details className={styles.block}>
        <summary className={styles.summary}>{text.schedule} ({content.parcelas.length})</summary>
        <ScrollTable label={text.scheduleCaption}>
          <caption className={plain.srOnly}>{text.scheduleCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.number_}</th>
              <th scope="col">{text.due}</th>
              <th scope="col">{text.installment}</th>
              <th scope="col">{text.interest}</th>
              <th scope="col">{text.amortization}</th>
              <th scope="col">{text.balance}</th>
            </tr>
          </thead>
          <tbody>
            {content.parcelas.map((row) => (
              <tr key={row.numero}>
                <td>{row.numero}</td>
                <td>{day(row.vencimento)}</td>
                <td>{formatBRL(row.parcela_centavos)}</td>
                <td>{formatBRL(row.juros_centavos)}</td>
                <td>{formatBRL(row.amortizacao_centavos)}</td>
                <td>{formatBRL(row.saldo_centavos)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </details>

      <details className={styles.block}>
        <summary className={styles.summary}>{text.cetSheet} ({content.fluxos_cet.length})</summary>
        <p className={plain.muted}>{text.cetCaption}</p>
        <ScrollTable label={text.cetCaption}>
          <caption className={plain.srOnly}>{text.cetCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.date}</th>
              <th scope="col">{text.days}</th>
              <th scope="col" className={styles.textCell}>{text.flow}</th>
              <th scope="col">{text.value}</th>
            </tr>
          </thead>
          <tbody>
            {content.fluxos_cet.map((flow, index) => (
              <tr key={`${flow.data}-${index}`}>
                <td>{day(flow.data)}</td>
                <td>{flow.dias}</td>
                <td className={styles.textCell}>{flow.descricao}</td>
                <td>{formatBRL(flow.valor_centavos)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </details>

      <section className={styles.block} aria-labelledby="contract-clauses">
        <h3 id="contract-clauses" className={styles.blockHeading}>{text.clauses}</h3>
        <ol className={styles.clauses}>
          {content.clausulas.map((clause, index) => (
            <li key={index}>
              <h4 className={styles.subheading}>{clause.titulo}</h4>
              {clause.texto.split(/\n+/).map((paragraph, at) => <p key={at} className={plain.text}>{paragraph}</p>)}
            </li>
          ))}
        </ol>
        <p className={plain.text}>{text.placeDate(content.local, day(content.data))}</p>
      </section>
    </article>
  );
}
