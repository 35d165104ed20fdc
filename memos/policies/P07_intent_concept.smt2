; id: P07.intent_concept
; policy: The cited fact is of the concept the question's measure resolved to (a reported concept, or the input of the named formula or ratio in its place).
; scope: intent
(declare-const asked_concept String)
(declare-const fact_concept String)
(define-fun holds () Bool
  (= asked_concept fact_concept))
