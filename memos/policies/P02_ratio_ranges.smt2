; id: P02.ratio_ranges
; policy: Every ratio lies in its defined range: current ratio, leverage, debt-to-equity and liquidity are not negative; gross margin is at most 100%; revenue cannot fall by more than 100% year over year.
; scope: claim
(declare-const name String)
(declare-const value Real)
(define-fun holds () Bool
  (and (=> (= name "current_ratio") (>= value 0.0))
       (=> (= name "leverage") (>= value 0.0))
       (=> (= name "debt_to_equity") (>= value 0.0))
       (=> (= name "liquidity") (>= value 0.0))
       (=> (= name "gross_margin") (<= value 1.0))
       (=> (= name "revenue_yoy") (>= value (- 1.0)))))
