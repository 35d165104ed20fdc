; id: P05.trend_like_periods
; policy: A trend compares the same concept over like durations (the same number of quarters, not a quarter against a year to date) a year apart.
; scope: trend
(declare-const current_concept String)
(declare-const prior_concept String)
(declare-const current_end Int)
(declare-const prior_end Int)
(declare-const current_quarters Int)
(declare-const prior_quarters Int)
(define-fun holds () Bool
  (and (= current_concept prior_concept)
       (= current_quarters prior_quarters)
       (> current_quarters 0)
       (<= 350 (- current_end prior_end))
       (<= (- current_end prior_end) 380)))
