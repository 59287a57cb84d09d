-- Tempo em cada status: mediana e percentil 90, em horas corridas, de cada estadia das propostas
-- num status, pelo mês de envio da proposta (São Paulo), linha de crédito e UF. Lê o histórico
-- (`propostas/{propostaId}/historico`, exportado pela extensão para `propostas_historico_raw_latest`:
-- uma linha por entrada, o campo `data` com `de`, `para` e `em`) e, para o mês, a linha e a UF de
-- cada proposta, a visão `propostas_raw_latest`. Cada mudança de status (`de` diferente de `para`)
-- abre uma estadia em `para` que a próxima mudança fecha; a primeira estadia (em `de`) começa no
-- envio. A estadia ainda aberta (o status atual) não entra na mediana: conta em `em_aberto`.
-- A página 'Análises' mede horas úteis (domain/src/business-hours.ts); aqui são horas corridas.
-- Criar a visão:
--   bq mk --use_legacy_sql=false --view "$(cat bigquery/views/tempo_em_status.sql)" solarcred_analytics.tempo_em_status
WITH mudancas AS (
  SELECT
    COALESCE(JSON_VALUE(path_params, '$.propostaId'), REGEXP_EXTRACT(document_name, '/propostas/([^/]+)/historico/')) AS proposta_id,
    JSON_VALUE(data, '$.de') AS de,
    JSON_VALUE(data, '$.para') AS para,
    COALESCE(
      TIMESTAMP_SECONDS(SAFE_CAST(JSON_VALUE(data, '$.em._seconds') AS INT64)),
      TIMESTAMP_MILLIS(SAFE_CAST(JSON_VALUE(data, '$.em') AS INT64))
    ) AS em
  FROM `solarcred_analytics.propostas_historico_raw_latest`
  WHERE JSON_VALUE(data, '$.para') IS NOT NULL
    AND COALESCE(JSON_VALUE(data, '$.de'), '') != JSON_VALUE(data, '$.para')
),
propostas AS (
  SELECT
    document_id AS proposta_id,
    COALESCE(
      TIMESTAMP_SECONDS(SAFE_CAST(JSON_VALUE(data, '$.created_at._seconds') AS INT64)),
      TIMESTAMP_MILLIS(SAFE_CAST(JSON_VALUE(data, '$.created_at') AS INT64))
    ) AS enviada_em,
    COALESCE(NULLIF(TRIM(JSON_VALUE(data, '$.linha_credito')), ''), 'sem_linha') AS linha,
    UPPER(COALESCE(NULLIF(TRIM(JSON_VALUE(data, '$.projeto_estado')), ''), NULLIF(TRIM(JSON_VALUE(data, '$.cliente_estado')), ''), 'XX')) AS uf
  FROM `solarcred_analytics.propostas_raw_latest`
),
ordenadas AS (
  SELECT
    proposta_id,
    de,
    para,
    em,
    LEAD(em) OVER (PARTITION BY proposta_id ORDER BY em) AS proxima_em,
    ROW_NUMBER() OVER (PARTITION BY proposta_id ORDER BY em) AS ordem
  FROM mudancas
  WHERE em IS NOT NULL
),
estadias AS (
  SELECT proposta_id, para AS status, em AS inicio, proxima_em AS fim
  FROM ordenadas
  UNION ALL
  SELECT ordenadas.proposta_id, ordenadas.de AS status, propostas.enviada_em AS inicio, ordenadas.em AS fim
  FROM ordenadas
  JOIN propostas ON propostas.proposta_id = ordenadas.proposta_id
  WHERE ordenadas.ordem = 1 AND ordenadas.de IS NOT NULL
)
SELECT
  FORMAT_TIMESTAMP('%Y-%m', propostas.enviada_em, 'America/Sao_Paulo') AS mes,
  propostas.linha,
  propostas.uf,
  estadias.status,
  COUNTIF(estadias.fim IS NOT NULL) AS estadias,
  APPROX_QUANTILES(TIMESTAMP_DIFF(estadias.fim, estadias.inicio, SECOND) / 3600, 100)[OFFSET(50)] AS mediana_horas,
  APPROX_QUANTILES(TIMESTAMP_DIFF(estadias.fim, estadias.inicio, SECOND) / 3600, 100)[OFFSET(90)] AS p90_horas,
  COUNTIF(estadias.fim IS NULL) AS em_aberto
FROM estadias
JOIN propostas ON propostas.proposta_id = estadias.proposta_id
WHERE propostas.enviada_em IS NOT NULL
GROUP BY mes, propostas.linha, propostas.uf, estadias.status
