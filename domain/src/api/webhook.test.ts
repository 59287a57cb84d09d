import { describe, expect, it } from 'vitest';
import {
  deliveryBackoffSeconds,
  deliverySchedule,
  isPublicAddress,
  nextDeliveryAt,
  parseSignatureHeader,
  signWebhook,
  verifyWebhookSignature,
  webhookBody,
  webhookEventId,
  webhookEventOf,
  webhookEventOfStatusChange,
  webhookHeaders,
  webhookRetryConfig,
  webhookUrlProblem,
} from './webhook';

const body = '{"id":"evt_1","tipo":"proposta.status_alterado","seq":1,"criado_em":"2026-01-01T00:00:00.000Z","dados":{"proposta_id":"abc"}}';
const t = 1_767_225_600;

describe('webhook signatures', () => {
  it('match a vector computed independently (node:crypto and openssl: HMAC-SHA256("whsec_teste", "<t>.<body>"))', () => {
    expect(signWebhook('whsec_teste', t, body)).toBe(`t=${t},v1=a503e4345983e711c5803aab1346444a214e5cc956cc1534e664cd545b1e143e`);
  });

  it('verify what they sign, within five minutes either way', () => {
    const header = signWebhook('whsec_teste', t, body);
    expect(verifyWebhookSignature('whsec_teste', header, body, t)).toBe(true);
    expect(verifyWebhookSignature('whsec_teste', header, body, t + 300)).toBe(true);
    expect(verifyWebhookSignature('whsec_teste', header, body, t - 300)).toBe(true);
  });

  it('refuse a tampered body, another secret, an old or future timestamp, and malformed headers', () => {
    const header = signWebhook('whsec_teste', t, body);
    expect(verifyWebhookSignature('whsec_teste', header, body.replace('abc', 'abd'), t)).toBe(false);
    expect(verifyWebhookSignature('whsec_outro', header, body, t)).toBe(false);
    expect(verifyWebhookSignature('whsec_teste', header, body, t + 301)).toBe(false);
    expect(verifyWebhookSignature('whsec_teste', header, body, t - 301)).toBe(false);
    // The timestamp is signed: moving it forward breaks the signature.
    expect(verifyWebhookSignature('whsec_teste', header.replace(`t=${t}`, `t=${t + 10}`), body, t + 10)).toBe(false);
    for (const bad of [undefined, '', 'v1=abc', `t=${t}`, `t=abc,v1=${'0'.repeat(64)}`]) expect(verifyWebhookSignature('whsec_teste', bad, body, t)).toBe(false);
  });

  it('accept any of several v1 signatures (a secret being rotated)', () => {
    const good = signWebhook('whsec_teste', t, body).split(',')[1];
    expect(parseSignatureHeader(`t=${t},v1=${'0'.repeat(64)},${good}`)?.v1).toHaveLength(2);
    expect(verifyWebhookSignature('whsec_teste', `t=${t},v1=${'0'.repeat(64)},${good}`, body, t)).toBe(true);
  });

  it('send the body and headers the receiver verifies', () => {
    const event = { id: 'evt_1', tipo: 'proposta.status_alterado' as const, seq: 1, criado_em: Date.UTC(2026, 0, 1), dados: { proposta_id: 'abc' } };
    expect(webhookBody(event)).toBe(body);
    const headers = webhookHeaders(event, 'whsec_teste', t, body);
    expect(headers).toEqual({ 'Content-Type': 'application/json', 'SolarCred-Event-Id': 'evt_1', 'SolarCred-Event-Seq': '1', 'SolarCred-Signature': signWebhook('whsec_teste', t, body) });
  });
});

describe('webhook events', () => {
  const proposta = { id: 'p1', integrador_id: 'empresa-1' };
  const historico = { id: 'h1', de: 'enviada', para: 'em_analise', motivo: null, em: Date.UTC(2026, 0, 2), por: 'admin-uid' };

  it('carry only public fields and have a deterministic id per source', () => {
    const event = webhookEventOfStatusChange(proposta, historico)!;
    expect(event).toEqual({
      id: webhookEventId({ tipo: 'proposta.status_alterado', proposta, historico }), integrador_id: 'empresa-1', tipo: 'proposta.status_alterado',
      dados: { proposta_id: 'p1', de: 'enviada', para: 'em_analise', motivo: null, alterado_em: '2026-01-02T00:00:00.000Z' },
    });
    expect(JSON.stringify(event)).not.toContain('admin-uid');
    expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(webhookEventOfStatusChange(proposta, { ...historico })!.id).toBe(event.id);
    expect(webhookEventOfStatusChange(proposta, { ...historico, id: 'h2' })!.id).not.toBe(event.id);
  });

  it('are made only by a real change, a signed contract and a payout', () => {
    expect(webhookEventOfStatusChange(proposta, { ...historico, para: 'enviada' })).toBeNull();
    expect(webhookEventOfStatusChange(proposta, { ...historico, de: null })).toBeNull();
    const contrato = { id: 'c1', proposta_id: 'p1', integrador_id: 'empresa-1', versao: 2, estado: 'visualizado' as const, assinatura: null };
    expect(webhookEventOf({ tipo: 'contrato.assinado', contrato })).toBeNull();
    const signed = webhookEventOf({ tipo: 'contrato.assinado', contrato: { ...contrato, estado: 'assinado', assinatura: { assinado_em: Date.UTC(2026, 0, 3), ip: '200.1.2.3', user_agent: 'ua' } as never } })!;
    expect(signed.dados).toEqual({ contrato_id: 'c1', proposta_id: 'p1', versao: 2, assinado_em: '2026-01-03T00:00:00.000Z' });
    expect(JSON.stringify(signed)).not.toContain('200.1.2.3');
    const lancamento = { id: 'p1:1:paga', proposta_id: 'p1', integrador_id: 'empresa-1', tipo: 'prevista' as const, ciclo: 1, valor_centavos: 100, vencimento: '2026-01-10', data_pagamento: '2026-01-09', forma: 'pix', referencia: 'E123' };
    expect(webhookEventOf({ tipo: 'cashback.pago', lancamento: lancamento as never })).toBeNull();
    expect(webhookEventOf({ tipo: 'cashback.pago', lancamento: { ...lancamento, tipo: 'paga' } as never })?.dados).toMatchObject({ lancamento_id: 'p1:1:paga', valor_centavos: 100 });
  });
});

describe('webhook addresses', () => {
  it('refuse private, loopback, link-local, shared and reserved addresses, IPv4 and IPv6', () => {
    for (const address of [
      '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1', '127.0.0.1', '127.8.8.8', '169.254.169.254', '100.64.0.1', '100.127.255.255',
      '0.0.0.0', '0.1.2.3', '224.0.0.1', '255.255.255.255', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', 'ff02::1',
      '::ffff:10.0.0.1', '::ffff:127.0.0.1', '::ffff:a00:1', '[::ffff:192.168.0.1]', '64:ff9b::a00:1', '2002:a00:1::1', '2001:db8::1', 'not-an-ip', '', '1.2.3', '1.2.3.256',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });

  it('accept public addresses, including at the ranges’ edges', () => {
    for (const address of ['8.8.8.8', '9.255.255.255', '11.0.0.0', '172.15.255.255', '172.32.0.0', '100.63.255.255', '100.128.0.0', '192.167.255.255', '169.253.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1']) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
  });

  it('refuse URLs that are not https, carry credentials, are too long or point to a private host', () => {
    expect(webhookUrlProblem('http://example.com/hook')).toBe('A URL precisa usar https://.');
    expect(webhookUrlProblem('https://user:pass@example.com/hook')).toBe('A URL não pode conter usuário ou senha.');
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2000)}`)).toBe('A URL tem no máximo 2.000 caracteres.');
    expect(webhookUrlProblem('não é url')).toBe('URL inválida.');
    const privateText = 'A URL precisa apontar para um endereço público da internet (endereços privados, locais ou reservados são recusados).';
    for (const url of ['https://10.0.0.1/x', 'https://[::1]/x', 'https://[::ffff:10.0.0.1]/x', 'https://localhost/x', 'https://intranet/x', 'https://0x7f000001/x', 'https://2130706433/x', 'https://printer.local/x']) {
      expect([url, webhookUrlProblem(url)]).toEqual([url, privateText]);
    }
    expect(webhookUrlProblem('https://hooks.example.com/x', ['93.184.216.34', '10.0.0.5'])).toBe(privateText);
    expect(webhookUrlProblem('https://hooks.example.com/x', [])).toBe('Não foi possível resolver o endereço da URL.');
    expect(webhookUrlProblem('https://hooks.example.com/x', ['93.184.216.34', '2606:2800:220:1::1'])).toBeNull();
    expect(webhookUrlProblem('https://hooks.example.com/x')).toBeNull();
  });

  it('accept a loopback receiver only when the caller allows it (emulator tests)', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9999/hook')).not.toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9999/hook', { allowLoopback: true })).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.1:9999/hook', { allowLoopback: true })).not.toBeNull();
    expect(webhookUrlProblem('http://example.com/hook', { allowLoopback: true })).not.toBeNull();
  });
});

describe('webhook retries', () => {
  it('follow the queue: 30 s doubling to the 1-hour cap', () => {
    expect(Array.from({ length: 10 }, (_, i) => deliveryBackoffSeconds(i + 1))).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('fit in 24 hours of retries, and the attempts match the queue’s maxAttempts', () => {
    const schedule = deliverySchedule();
    const total = schedule.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeLessThanOrEqual(24 * 3600);
    expect(total + deliveryBackoffSeconds(schedule.length + 1)).toBeGreaterThan(24 * 3600);
    expect(schedule.length + 1).toBe(webhookRetryConfig.maxAttempts);
    expect(nextDeliveryAt(0, 1)).toBe(30_000);
    expect(nextDeliveryAt(0, 2)).toBe(90_000);
    expect(nextDeliveryAt(0, schedule.length)).toBe(total * 1000);
    expect(nextDeliveryAt(0, schedule.length + 1)).toBeNull();
  });
});
