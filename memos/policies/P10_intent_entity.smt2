; id: P10.intent_entity
; policy: The cited fact belongs to the filing and the company (CIK) the question is about.
; scope: intent
(declare-const asked_accession String)
(declare-const fact_accession String)
(declare-const asked_cik String)
(declare-const fact_cik String)
(define-fun holds () Bool
  (and (= asked_accession fact_accession) (= asked_cik fact_cik)))
