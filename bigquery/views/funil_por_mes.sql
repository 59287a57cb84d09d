-- Funil por mês de envio (coorte, como a página 'Análises'): propostas enviadas no mês, em São Paulo,
-- por linha de crédito e UF, e quantas chegaram a cada etapa. Lê a visão `propostas_raw_latest` que a
-- extensão Stream Firestore to BigQuery mantém (uma linha por proposta, o estado atual em `data`).
-- As etapas seguem domain/src/analytics/trail.ts (stagesReached): a trilha (`trilha.etapas`) quando
-- existe, senão o status atual; uma etapa posterior implica as anteriores. Criar a visão:
--   bq mk --use_legacy_sql=false --view "$(cat bigquery/views/funil_por_mes.sql)" solarcred_analytics.funil_por_mes
WITH propostas AS (
  SELECT
    document_id AS proposta_id,
    JSON_VALUE(data, '$.status') AS status,
    COALESCE(
      TIMESTAMP_SECONDS(SAFE_CAST(JSON_VALUE(data, '$.created_at._seconds') AS INT64)),
      TIMESTAMP_MILLIS(SAFE_CAST(JSON_VALUE(data, '$.created_at') AS INT64))
    ) AS enviada_em,
    COALESCE(NULLIF(TRIM(JSON_VALUE(data, '$.linha_credito')), ''), 'sem_linha') AS linha,
    UPPER(COALESCE(NULLIF(TRIM(JSON_VALUE(data, '$.projeto_estado')), ''), NULLIF(TRIM(JSON_VALUE(data, '$.cliente_estado')), ''), 'XX')) AS uf,
    JSON_VALUE(data, '$.integrador_id') AS integrador_id,
    SAFE_CAST(JSON_VALUE(data, '$.valor_proposta') AS NUMERIC) AS valor_centavos,
    JSON_VALUE(data, '$.trilha.etapas.em_analise') IS NOT NULL AS marcou_em_analise,
    JSON_VALUE(data, '$.trilha.etapas.aprovada') IS NOT NULL AS marcou_aprovada,
    JSON_VALUE(data, '$.trilha.etapas.reprovada') IS NOT NULL AS marcou_reprovada,
    JSON_VALUE(data, '$.trilha.etapas.finalizada') IS NOT NULL AS marcou_finalizada,
    JSON_VALUE(data, '$.contrato.estado') = 'assinado' AS contrato_assinado
  FROM `solarcred_analytics.propostas_raw_latest`
),
finalizadas AS (
  SELECT *, (marcou_finalizada OR status = 'finalizada') AS chegou_finalizada
  FROM propostas
),
contratos AS (
  SELECT *, (IFNULL(contrato_assinado, FALSE) OR chegou_finalizada) AS chegou_contrato
  FROM finalizadas
),
aprovadas AS (
  SELECT *, (marcou_aprovada OR status IN ('aprovada', 'finalizada') OR chegou_contrato) AS chegou_aprovada
  FROM contratos
),
etapas AS (
  SELECT
    *,
    (marcou_em_analise OR status IN ('em_analise', 'pendente_correcao', 'corrigida_usuario', 'aprovada', 'finalizada') OR chegou_aprovada) AS chegou_em_analise,
    (NOT chegou_aprovada AND (marcou_reprovada OR status = 'reprovada')) AS reprovada
  FROM aprovadas
)
SELECT
  FORMAT_TIMESTAMP('%Y-%m', enviada_em, 'America/Sao_Paulo') AS mes,
  linha,
  uf,
  COUNT(*) AS enviadas,
  COUNTIF(chegou_em_analise) AS em_analise,
  COUNTIF(chegou_aprovada) AS aprovadas,
  COUNTIF(chegou_contrato) AS contrato_assinado,
  COUNTIF(chegou_finalizada) AS finalizadas,
  COUNTIF(reprovada) AS reprovadas,
  SAFE_DIVIDE(COUNTIF(chegou_aprovada), COUNTIF(chegou_aprovada) + COUNTIF(reprovada)) AS taxa_aprovacao,
  SAFE_DIVIDE(COUNTIF(chegou_em_analise), COUNT(*)) AS conversao_em_analise,
  SAFE_DIVIDE(COUNTIF(chegou_aprovada), COUNTIF(chegou_em_analise)) AS conversao_aprovadas,
  SAFE_DIVIDE(COUNTIF(chegou_contrato), COUNTIF(chegou_aprovada)) AS conversao_contrato,
  SAFE_DIVIDE(COUNTIF(chegou_finalizada), COUNTIF(chegou_contrato)) AS conversao_finalizadas
FROM etapas
WHERE enviada_em IS NOT NULL
GROUP BY mes, linha, uf
