-- Dinheiro pago por mês (data do pagamento): cashback aos integradores e parcelas de repasse,
-- por integrador. Lê os livros exportados pela extensão (`cashback_lancamentos_raw_latest`,
-- `repasse_lancamentos_raw_latest`: uma linha por lançamento, nunca alterado), só os de tipo
-- 'paga' (estornos, clawbacks e recuperações não descontam aqui). Criar a visão:
--   bq mk --use_legacy_sql=false --view "$(cat bigquery/views/pagamentos_por_mes.sql)" solarcred_analytics.pagamentos_por_mes
WITH pagamentos AS (
  SELECT
    'cashback' AS tipo,
    JSON_VALUE(data, '$.integrador_id') AS integrador_id,
    JSON_VALUE(data, '$.proposta_id') AS proposta_id,
    SUBSTR(JSON_VALUE(data, '$.data_pagamento'), 1, 7) AS mes,
    SAFE_CAST(JSON_VALUE(data, '$.valor_centavos') AS INT64) AS valor_centavos
  FROM `solarcred_analytics.cashback_lancamentos_raw_latest`
  WHERE JSON_VALUE(data, '$.tipo') = 'paga'
  UNION ALL
  SELECT
    'repasse' AS tipo,
    JSON_VALUE(data, '$.integrador_id') AS integrador_id,
    JSON_VALUE(data, '$.proposta_id') AS proposta_id,
    SUBSTR(JSON_VALUE(data, '$.data_pagamento'), 1, 7) AS mes,
    SAFE_CAST(JSON_VALUE(data, '$.valor_centavos') AS INT64) AS valor_centavos
  FROM `solarcred_analytics.repasse_lancamentos_raw_latest`
  WHERE JSON_VALUE(data, '$.tipo') = 'paga'
)
SELECT
  mes,
  tipo,
  integrador_id,
  COUNT(*) AS pagamentos,
  COUNT(DISTINCT proposta_id) AS propostas,
  SUM(valor_centavos) AS pago_centavos,
  SUM(valor_centavos) / 100 AS pago_reais
FROM pagamentos
WHERE mes IS NOT NULL
GROUP BY mes, tipo, integrador_id
