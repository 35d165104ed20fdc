; id: P03.formula_reproduces_value
; policy: A claim's value is what its formula gives over the values of the facts it cites (exact rational arithmetic, relative tolerance 1e-9 for the float the claim carries).
; scope: claim
(declare-const value Real)
(declare-const computed Real)
(define-fun absr ((x Real)) Real (ite (>= x 0.0) x (- x)))
(define-fun holds () Bool
  (<= (absr (- value computed)) (* (/ 1.0 1000000000.0) (+ 1.0 (absr computed)))))
