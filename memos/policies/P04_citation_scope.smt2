; id: P04.citation_scope
; policy: Every cited fact belongs to the memo's filing, is consolidated (no dimensions), and is of the memo's period: the balance-sheet date or the report's duration ending then, or - for the prior side of a trend - the comparable period ending 350 to 380 days earlier.
; scope: evidence
(declare-const fact_accession String)
(declare-const memo_accession String)
(declare-const fact_dims Int)
(declare-const fact_end Int)
(declare-const memo_end Int)
(declare-const fact_quarters Int)
(declare-const memo_quarters Int)
(declare-const prior_side Bool)
(define-fun holds () Bool
  (and (= fact_accession memo_accession)
       (= fact_dims 0)
       (or (= fact_quarters 0) (= fact_quarters memo_quarters))
       (ite prior_side
            (and (<= 350 (- memo_end fact_end)) (<= (- memo_end fact_end) 380))
            (= fact_end memo_end))))
