"""The lexicon of line words: which question words name a line anywhere, and which name none."""

from __future__ import annotations

from auditgraph.memos.lexicon import Lexicon, line_words, stem


def test_stems_join_a_words_forms():
    assert stem("capitalize") == stem("capitalized") == stem("Capitalization")
    assert stem("liabilities") == stem("liability") and stem("fees") == stem("fee")
    assert stem("loss") == "loss"  # a double s is no plural


def test_an_element_name_and_its_labels_are_its_words():
    words = line_words("us-gaap:InterestCostsCapitalized", ["Capitalized interest"])
    assert {stem("interest"), stem("costs"), stem("capitalized")} <= words


def test_a_line_holds_words_together_and_a_short_word_stands_for_longer_ones():
    lex = Lexicon(
        [
            line_words("us-gaap:InterestCostsCapitalized", []),
            line_words("us-gaap:Deposits", ["Total deposits"]),
            line_words("us-gaap:ShareBasedCompensation", ["Share-based compensation"]),
        ]
    )
    assert lex.holds(["interest", "capitalize"])  # capitalised interest is a line
    assert not lex.holds(["deposits", "give"])  # no line says "give"
    assert not lex.holds(["interest", "deposits"])  # both said, never by one line
    assert lex.holds(["comp", "share"])  # "comp": compensation
    assert lex.says("deposit") and not lex.says("shrank")
    assert lex.most_beside("capitalized", ["interest", "costs", "deposits"]) == 2
