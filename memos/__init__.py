"""Evidence-grounded risk memos and answers (DESIGN §6b): ratios computed from graph facts, every number
a claim with its formula and fact keys, a verifier that re-derives every number in the text, and SMT-LIB
policies checked by z3 as hard constraints."""
