; id: P08.intent_period
; policy: The cited fact's period is the period the question asked: the same end date and the same duration in months (0 for a balance at an instant; a quarter is not a year to date).
; scope: intent
(declare-const asked_end Int)
(declare-const fact_end Int)
(declare-const asked_months Int)
(declare-const fact_months Int)
(define-fun holds () Bool
  (and (= asked_end fact_end) (= asked_months fact_months)))
