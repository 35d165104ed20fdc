; id: P05.trend_like_periods
; policy: A trend compares the same concept over like durations (the same number of quarters, not a quarter against a year to date) a whole number of years apart (one to five; 52/53-week years within 15 days a year).
; scope: trend
(declare-const current_concept String)
(declare-const prior_concept String)
(declare-const current_end Int)
(declare-const prior_end Int)
(declare-const current_quarters Int)
(declare-const prior_quarters Int)
(define-fun gap () Int (- current_end prior_end))
(define-fun years_apart ((k Int)) Bool (and (<= (- (* 365 k) 15) gap) (<= gap (+ (* 365 k) 15))))
(define-fun holds () Bool
  (and (= current_concept prior_concept)
       (= current_quarters prior_quarters)
       (> current_quarters 0)
       (or (years_apart 1) (years_apart 2) (years_apart 3) (years_apart 4) (years_apart 5))))
