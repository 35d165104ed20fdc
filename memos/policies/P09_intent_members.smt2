; id: P09.intent_members
; policy: The cited fact carries exactly the members the question named (none for a consolidated figure).
; scope: intent
(declare-const asked_members String)
(declare-const fact_members String)
(define-fun holds () Bool
  (= asked_members fact_members))
