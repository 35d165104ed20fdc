; id: P01.balance_identity
; policy: Total assets equal total liabilities and equity at the memo's balance-sheet date, within the rounding both facts' decimals allow.
; scope: memo
(declare-const assets Real)
(declare-const assets_tol Real)
(declare-const liabilities_and_equity Real)
(declare-const liabilities_and_equity_tol Real)
(define-fun absr ((x Real)) Real (ite (>= x 0.0) x (- x)))
(define-fun holds () Bool
  (<= (absr (- assets liabilities_and_equity)) (+ assets_tol liabilities_and_equity_tol)))
